// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedPhrases } from "~/i18n/test-phrases";
import { Carousel } from "./carousel";
import { AWARDS_CAROUSEL, TRUST_CAROUSEL } from "./carousel-config";

/** A stand-in for Embla: the carousel's own logic (controls, autoplay, pausing) is what is tested here. */
type Handler = () => void;
const embla = vi.hoisted(() => ({ instances: [] as FakeApi[], options: [] as unknown[] }));
interface FakeApi {
  scrollNext: ReturnType<typeof vi.fn>;
  scrollPrev: ReturnType<typeof vi.fn>;
  scrollTo: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
vi.mock("embla-carousel", () => ({
  default: (_node: HTMLElement, options: unknown) => {
    const snaps = 3;
    let selected = 0;
    const handlers: Record<string, Handler[]> = {};
    const emit = (event: string) => handlers[event]?.forEach((h) => h());
    const api = {
      scrollNext: vi.fn(() => {
        selected = Math.min(selected + 1, snaps - 1);
        emit("select");
      }),
      scrollPrev: vi.fn(() => {
        selected = Math.max(selected - 1, 0);
        emit("select");
      }),
      scrollTo: vi.fn((index: number) => {
        selected = index;
        emit("select");
      }),
      selectedScrollSnap: () => selected,
      scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i / snaps),
      canScrollNext: () => selected < snaps - 1,
      canScrollPrev: () => selected > 0,
      on(event: string, handler: Handler) {
        (handlers[event] ??= []).push(handler);
        return api;
      },
      off(event: string, handler: Handler) {
        handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
        return api;
      },
      destroy: vi.fn(),
    };
    embla.instances.push(api);
    embla.options.push(options);
    return api;
  },
}));

const phrases = seedPhrases();
let viewport = { width: 375, reducedMotion: false };

function stubMatchMedia() {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes("prefers-reduced-motion")
      ? viewport.reducedMotion
      : max
        ? viewport.width <= Number(max[1])
        : false;
    return { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

async function renderCarousel(config = TRUST_CAROUSEL) {
  const slides = ["One", "Two", "Three", "Four"].map((name) => <p key={name}>{name}</p>);
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => <Carousel config={config} label="Trusted across India" slides={slides} testId="t" />,
      loader: () => ({ phrases }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("region", { name: "Trusted across India" });
  await vi.waitFor(() => expect(embla.instances.length).toBeGreaterThan(0));
  await screen.findAllByRole("button", { name: /Go to slide set/ });
  return embla.instances.at(-1)!;
}

beforeEach(() => {
  embla.instances.length = 0;
  embla.options.length = 0;
  viewport = { width: 375, reducedMotion: false };
  stubMatchMedia();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("carousel (spec 2: accessible, spec 9: speeds)", () => {
  it("labels the carousel, its slides and its controls", async () => {
    await renderCarousel();
    const slides = screen.getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(slides[0]!.getAttribute("aria-roledescription")).toBe("slide");
    expect(screen.getByRole("button", { name: "Previous slides" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slides" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /Go to slide set/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Go to slide set 1" }).getAttribute("aria-current")).toBe("true");
  });

  it("moves with the buttons and the dots", async () => {
    const api = await renderCarousel(AWARDS_CAROUSEL);
    fireEvent.click(screen.getByRole("button", { name: "Next slides" }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Go to slide set 2" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide set 3" }));
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    expect((screen.getByRole("button", { name: "Next slides" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("turns smart speed 1000 ms into Embla's duration, and animates nothing for reduced motion", async () => {
    await renderCarousel(AWARDS_CAROUSEL);
    expect(embla.options.at(-1)).toMatchObject({ loop: false, align: "start" });
    expect((embla.options.at(-1) as { duration: number }).duration).toBeGreaterThan(25);
    cleanup();
    viewport.reducedMotion = true;
    await renderCarousel(AWARDS_CAROUSEL);
    expect(embla.options.at(-1)).toMatchObject({ duration: 0 });
  });

  it("autoplays every 3 s at the smallest size and pauses while pointed at or focused", async () => {
    const api = await renderCarousel();
    vi.useFakeTimers();
    const region = screen.getByRole("region", { name: "Trusted across India" });
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(6000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    act(() => void vi.advanceTimersByTime(2900));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(100));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);

    fireEvent.focus(screen.getByRole("button", { name: "Previous slides" }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
    fireEvent.blur(screen.getByRole("button", { name: "Previous slides" }), { relatedTarget: document.body });
    // at the last slide it goes back to the first
    act(() => void vi.advanceTimersByTime(3000));
    expect(api.scrollTo).toHaveBeenCalledWith(0);
  });

  it("has a pause button that stops the slide show until play is pressed", async () => {
    const api = await renderCarousel();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Pause the automatic slide show" }));
    // the button keeps focus; move it away so only the pause holds the slide show
    fireEvent.blur(screen.getByRole("button", { name: "Play the automatic slide show" }), {
      relatedTarget: document.body,
    });
    act(() => void vi.advanceTimersByTime(9000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play the automatic slide show" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause the automatic slide show" }), {
      relatedTarget: document.body,
    });
    act(() => void vi.advanceTimersByTime(3000));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("does not autoplay from 768 px, nor for visitors who ask for reduced motion", async () => {
    viewport.width = 1024;
    let api = await renderCarousel();
    vi.useFakeTimers();
    act(() => void vi.advanceTimersByTime(9000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
    vi.useRealTimers();
    cleanup();

    viewport = { width: 375, reducedMotion: true };
    api = await renderCarousel();
    vi.useFakeTimers();
    act(() => void vi.advanceTimersByTime(9000));
    expect(api.scrollNext).not.toHaveBeenCalled();
  });
});
