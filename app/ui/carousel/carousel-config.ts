/**
 * The site's carousels (spec 9 "Carousels"): how many items each shows from
 * which width, the space between items, looping, autoplay and speed. The
 * breakpoints are Tailwind's `md` (768 px) and `lg` (1024 px), so every slide
 * width is a plain CSS class and the server-rendered page already shows the
 * right number of items before any script runs.
 */

export interface CarouselBreakpoint {
  /** from this viewport width (px) upwards */
  minWidth: number;
  items: number;
}

export interface CarouselConfig {
  /** ascending by minWidth; the first starts at 0 */
  breakpoints: readonly CarouselBreakpoint[];
  /** the slide width classes matching `breakpoints` (checked against them by a test) */
  slideClass: string;
  /** space between items: padding of each slide and the container's negative margin */
  gapClass: { slide: string; container: string };
  gapPx: number;
  loop: boolean;
  /** time a slide change takes (owl's "smart speed") */
  speedMs: number;
  /** autoplay: delay between slides, only below `belowWidth` when given */
  autoplay?: { delayMs: number; belowWidth?: number };
}

/** spec 9: "Smart speed 1000 ms" of both home carousels. */
export const CAROUSEL_SMART_SPEED_MS = 1000;

/** spec 9: both home carousels show 1 item below 768 px, 2 from 768, 3 from 1024, 30 px apart. */
const ONE_TWO_THREE_LAYOUT = {
  breakpoints: [
    { minWidth: 0, items: 1 },
    { minWidth: 768, items: 2 },
    { minWidth: 1024, items: 3 },
  ],
  slideClass: "basis-full md:basis-1/2 lg:basis-1/3",
  gapClass: { slide: "pl-[30px]", container: "-ml-[30px]" },
  gapPx: 30,
} satisfies Partial<CarouselConfig>;

/** spec 9: awards breakpoints 0, 768, 1024 with 1, 2, 3 items, margin 30, smart speed 1000 ms; nav and dots (spec 2). */
export const AWARDS_CAROUSEL: CarouselConfig = {
  ...ONE_TWO_THREE_LAYOUT,
  loop: false,
  speedMs: CAROUSEL_SMART_SPEED_MS,
};

/**
 * spec 9: trust carousel 1 item up to 768, 2 from 768, 3 from 1024, looping,
 * autoplay at the smallest size, slide speed 3000 (the time between slides,
 * decision 032), smart speed 1000.
 */
export const TRUST_CAROUSEL: CarouselConfig = {
  ...ONE_TWO_THREE_LAYOUT,
  loop: true,
  speedMs: CAROUSEL_SMART_SPEED_MS,
  autoplay: { delayMs: 3000, belowWidth: 768 },
};

/** The testimonials slider (spec 2; its counts are not given: decision 032 follows the awards). */
export const TESTIMONIALS_CAROUSEL: CarouselConfig = {
  breakpoints: [
    { minWidth: 0, items: 1 },
    { minWidth: 768, items: 2 },
    { minWidth: 1024, items: 3 },
  ],
  slideClass: "basis-full md:basis-1/2 lg:basis-1/3",
  gapClass: { slide: "pl-6", container: "-ml-6" },
  gapPx: 24,
  loop: false,
  speedMs: CAROUSEL_SMART_SPEED_MS,
};

/** How many items a carousel shows at a viewport width. */
export function itemsPerView(config: CarouselConfig, viewportWidth: number): number {
  let items = config.breakpoints[0]?.items ?? 1;
  for (const bp of config.breakpoints) if (viewportWidth >= bp.minWidth) items = bp.items;
  return items;
}

/** Embla's scroll friction (embla-carousel 8, ScrollBody): its `duration` is a spring constant, not ms. */
const EMBLA_FRICTION = 0.68;
const EMBLA_FRAME_MS = 1000 / 60;

/**
 * Embla's `duration` for a slide change that takes `ms`: the smallest value
 * whose scroll, run through Embla's own integrator, is still short of 99% of
 * the way at `ms` — so a change visibly lasts that long, like owl's smart speed.
 */
export function emblaDuration(ms: number): number {
  const frames = Math.round(ms / EMBLA_FRAME_MS);
  for (let duration = 1; duration < 500; duration++) {
    let location = 0;
    let velocity = 0;
    let reached = frames + 1;
    for (let frame = 1; frame <= frames + 1; frame++) {
      velocity = (velocity + (1 - location) / duration) * EMBLA_FRICTION;
      location += velocity;
      if (location >= 0.99) {
        reached = frame;
        break;
      }
    }
    if (reached >= frames) return duration;
  }
  return 500;
}
