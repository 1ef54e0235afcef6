import { useEffect, useState } from "react";
import { usePhrases } from "~/i18n/phrases";
import { REDUCED_MOTION_QUERY } from "~/ui/use-media-query";
import { Icon } from "~/ui/icon";

/** The button shows once the visitor has scrolled this far (px). */
export const SCROLL_TO_TOP_AFTER = 400;

/**
 * The scroll-to-top button (spec 2 "Common footer"). Smooth unless the
 * visitor asks for reduced motion; from the keyboard it also brings focus
 * back to the top of the page (the skip link).
 */
export function ScrollToTop() {
  const t = usePhrases();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-scroll-to-top=""
      aria-label={t("back_to_top")}
      onClick={(event) => {
        const reduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
        // a keyboard press (no pointer position) also moves focus to the top
        if (event.detail === 0) document.querySelector<HTMLElement>('a[href="#main"]')?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-accent-400 text-brand-900 shadow-lg ring-2 ring-white transition-colors hover:bg-accent-500 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <Icon name="arrow-up" className="size-6" />
    </button>
  );
}
