import { describe, expect, it } from "vitest";
import {
  AWARDS_CAROUSEL,
  CAROUSEL_SMART_SPEED_MS,
  TESTIMONIALS_CAROUSEL,
  TRUST_CAROUSEL,
  emblaDuration,
  itemsPerView,
  type CarouselConfig,
} from "./carousel-config";

/** Tailwind's breakpoints (px) of the prefixes the slide classes use. */
const TAILWIND_MIN_WIDTH: Record<string, number> = { "": 0, sm: 640, md: 768, lg: 1024, xl: 1280 };
const BASIS: Record<string, number> = { full: 1, "1/2": 2, "1/3": 3, "1/4": 4 };

/** The item counts the slide classes actually give, read back from the classes. */
function countsFromClasses(config: CarouselConfig): { minWidth: number; items: number }[] {
  return config.slideClass.split(/\s+/).map((cls) => {
    const [prefix, basis] = cls.includes(":") ? cls.split(":") : ["", cls];
    return { minWidth: TAILWIND_MIN_WIDTH[prefix!]!, items: BASIS[basis!.replace("basis-", "")]! };
  });
}

describe("carousel item counts per breakpoint (spec 9)", () => {
  it("awards: 1 item under 768 px, 2 from 768, 3 from 1024", () => {
    expect([375, 767, 768, 1023, 1024, 1280].map((w) => itemsPerView(AWARDS_CAROUSEL, w))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(AWARDS_CAROUSEL.gapPx).toBe(30);
    expect(AWARDS_CAROUSEL.speedMs).toBe(1000);
  });

  it("trust figures: 1 item up to 768, 2 from 768, 3 from 1024, looping, autoplay only at the smallest size", () => {
    expect([375, 767, 768, 1023, 1024, 1280].map((w) => itemsPerView(TRUST_CAROUSEL, w))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(TRUST_CAROUSEL.loop).toBe(true);
    expect(TRUST_CAROUSEL.autoplay).toEqual({ delayMs: 3000, belowWidth: 768 });
    expect(TRUST_CAROUSEL.speedMs).toBe(1000);
  });

  it("the slide classes give exactly the configured counts", () => {
    for (const config of [AWARDS_CAROUSEL, TRUST_CAROUSEL, TESTIMONIALS_CAROUSEL]) {
      expect(countsFromClasses(config)).toEqual(config.breakpoints);
      expect(config.gapClass.slide).toMatch(/^pl-/);
      expect(config.gapClass.container).toMatch(/^-ml-/);
    }
  });
});

describe("smart speed in Embla's terms", () => {
  it("finds the duration whose scroll takes about the given time", () => {
    const duration = emblaDuration(CAROUSEL_SMART_SPEED_MS);
    // Embla's default (25) takes about 700 ms to cover 99%; a full second needs a slower spring
    expect(duration).toBeGreaterThan(25);
    expect(duration).toBeLessThan(45);
    expect(emblaDuration(500)).toBeLessThan(duration);
    expect(emblaDuration(2000)).toBeGreaterThan(duration);
  });
});
