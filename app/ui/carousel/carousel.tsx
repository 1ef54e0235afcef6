/**
 * The one carousel (Embla, docs/architecture.md "Stack"): every carousel of the site is
 * this component with a `CarouselConfig`. Accessible as the WAI-ARIA carousel
 * pattern: labelled previous/next and dot buttons, slides announced as
 * "n of m", autoplay paused while the pointer is over it or focus is in it,
 * a pause button while it plays (WCAG 2.2.2), no autoplay and no animation for
 * visitors who ask for reduced motion; touch-swipeable.
 *
 * The server renders the slides as a plain row (the first items already in
 * place); Embla's code loads when the carousel comes near the viewport or a
 * control is used, so it is not part of the page's first load (decision 032).
 */

/** How far below the viewport a carousel starts loading its script. */
const LOAD_MARGIN = "300px 0px";

function loadEmbla() {
  return import("embla-carousel").then((module) => module.default);
}
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { usePhrases } from "~/i18n/phrases";
import { emblaDuration, type CarouselConfig } from "./carousel-config";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../use-media-query";
import { Icon } from "../icon";

interface CarouselProps {
  config: CarouselConfig;
  /** the carousel's accessible name (usually its section heading) */
  label: string;
  slides: React.ReactNode[];
  /** classes of each slide's inner box */
  className?: string;
  /** colour scheme of the controls: on a light or a dark background */
  tone?: "light" | "dark";
  testId?: string;
}

interface CarouselState {
  selected: number;
  snaps: number;
  canPrev: boolean;
  canNext: boolean;
}

function readState(api: EmblaCarouselType): CarouselState {
  return {
    selected: api.selectedScrollSnap(),
    snaps: api.scrollSnapList().length,
    canPrev: api.canScrollPrev(),
    canNext: api.canScrollNext(),
  };
}

export function Carousel({ config, label, slides, className, tone = "light", testId }: CarouselProps) {
  const t = usePhrases();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const autoplayWidth = config.autoplay?.belowWidth ? `(max-width: ${config.autoplay.belowWidth - 0.02}px)` : null;
  const autoplayWidthMatches = useMediaQuery(autoplayWidth);
  const duration = useMemo(() => emblaDuration(config.speedMs), [config.speedMs]);
  const options = useMemo<EmblaOptionsType>(
    () => ({
      align: "start",
      loop: config.loop,
      slidesToScroll: "auto",
      containScroll: config.loop ? false : "trimSnaps",
      // 0 makes Embla jump without animating (its ScrollBody treats no duration as instant)
      duration: reducedMotion ? 0 : duration,
    }),
    [config.loop, reducedMotion, duration],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);

  // Start when the carousel nears the viewport.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || wanted) return;
    if (typeof IntersectionObserver !== "function") {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWanted(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    loadEmbla()
      .then((EmblaCarousel) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
        pending.current?.(instance);
        pending.current = null;
      })
      .catch((error: unknown) => console.error("carousel failed to load:", error));
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(null);
    };
  }, [wanted, options]);

  /** Run a control's action now, or once the carousel has loaded. */
  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) action(api);
      else {
        pending.current = action;
        setWanted(true);
      }
    },
    [api],
  );

  const [state, setState] = useState<CarouselState>({
    selected: 0,
    snaps: 0,
    canPrev: config.loop,
    canNext: slides.length > 1,
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => setState(readState(api));
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const autoplayApplies =
    config.autoplay !== undefined && !reducedMotion && (autoplayWidth === null || autoplayWidthMatches);
  const playing = autoplayApplies && !pausedByUser && !hovered && !focused && state.snaps > 1;

  useEffect(() => {
    if (!api || !playing || !config.autoplay) return;
    // restarts after every slide change (state.selected), so a visitor's own move gets a full delay
    const timer = window.setTimeout(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, config.autoplay.delayMs);
    return () => window.clearTimeout(timer);
  }, [api, playing, config.autoplay, state.selected]);

  const onBlur = useCallback((event: React.FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  const controlClass =
    tone === "dark"
      ? "border-white/40 text-white hover:bg-white/15 disabled:opacity-40"
      : "border-brand-200 bg-white text-brand-900 shadow-sm hover:border-brand-700 hover:bg-brand-50 disabled:opacity-40";
  const dotClass = tone === "dark" ? "bg-white/50" : "bg-brand-200";
  const dotActiveClass = tone === "dark" ? "bg-accent-400" : "bg-brand-700";

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={t("carousel_role")}
      aria-label={label}
      data-carousel={testId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div
          className={`flex touch-pan-y touch-pinch-zoom ${config.gapClass.container}`}
          aria-live={playing ? "off" : "polite"}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t("carousel_slide_role")}
              aria-label={t("carousel_slide_label", { n: index + 1, total: slides.length })}
              data-carousel-slide=""
              className={`min-w-0 shrink-0 grow-0 ${config.slideClass} ${config.gapClass.slide}`}
            >
              <div className={className}>{slide}</div>
            </div>
          ))}
        </div>
      </div>
      {/* a fixed-height control row: dots arrive with the script without moving the page */}
      <div className="mt-6 flex h-10 items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          {state.snaps > 1 &&
            Array.from({ length: state.snaps }, (_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => act((a) => a.scrollTo(index))}
                aria-label={t("carousel_go_to", { n: index + 1 })}
                aria-current={index === state.selected ? "true" : undefined}
                data-carousel-dot={index}
                className="group grid size-6 place-items-center rounded-full"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === state.selected ? `w-6 ${dotActiveClass}` : `w-2.5 ${dotClass} group-hover:opacity-80`
                  }`}
                />
              </button>
            ))}
        </div>
        <div className="flex items-center gap-2">
          {autoplayApplies && state.snaps > 1 && (
            <button
              type="button"
              onClick={() => setPausedByUser((p) => !p)}
              aria-label={pausedByUser ? t("carousel_play") : t("carousel_pause")}
              data-carousel-autoplay={pausedByUser ? "paused" : "playing"}
              className={`grid size-10 place-items-center rounded-full border ${controlClass}`}
            >
              <Icon name={pausedByUser ? "play" : "pause"} className="size-4" />
            </button>
          )}
          <ArrowButton
            direction="prev"
            onClick={() => act((a) => a.scrollPrev())}
            disabled={!state.canPrev}
            label={t("carousel_previous")}
            className={controlClass}
          />
          <ArrowButton
            direction="next"
            onClick={() => act((a) => a.scrollNext())}
            disabled={!state.canNext}
            label={t("carousel_next")}
            className={controlClass}
          />
        </div>
      </div>
    </div>
  );
}

/** The previous / next control of a carousel. */
function ArrowButton({
  direction,
  onClick,
  disabled,
  label,
  className,
}: {
  direction: "prev" | "next";
  onClick: () => void;
  disabled: boolean;
  label: string;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      {...(direction === "prev" ? { "data-carousel-prev": "" } : { "data-carousel-next": "" })}
      className={`grid size-10 place-items-center rounded-full border transition-colors ${className}`}
    >
      <Icon name={direction === "prev" ? "arrow-prev" : "arrow-next"} className="size-5" />
    </button>
  );
}
