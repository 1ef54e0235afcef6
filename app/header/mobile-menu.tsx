/**
 * The mobile menu (spec 2, spec 4 "Header"; up to 991 px, spec 9): an
 * off-canvas panel with an accordion of the same categories, sub-categories
 * and products as the mega-menu, a View More / View Less toggle for health
 * products, then quick links (the mobile forms of their addresses), what's
 * new, need help, the app link and the languages. While it is open the page
 * does not scroll. This is the button and the open state; the panel itself
 * is mobile-menu-panel.tsx.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePhrases } from "~/i18n/phrases";
import { MOBILE_MENU_QUERY } from "./menu-rules";
import type { MobileMenuContent } from "./mobile-menu-panel";
import { Icon } from "~/ui/icon";

// the panel (and its accordion) loads when the menu is first wanted, not with every page
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/** spec 4: "Mobile menu open adds a no-scroll state at widths up to 991." */
export const NO_SCROLL_CLASS = "no-scroll";

export function MobileMenu({ className, ...content }: MobileMenuContent & { className: string }) {
  const t = usePhrases();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const { pathname } = useLocation();

  // any navigation (a link inside, the back button) closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(MOBILE_MENU_QUERY);
    const apply = () => {
      // wider than the mobile breakpoint the off-canvas menu does not exist: close it
      if (!query.matches) setOpen(false);
      else document.body.classList.add(NO_SCROLL_CLASS);
    };
    apply();
    query.addEventListener("change", apply);
    return () => {
      query.removeEventListener("change", apply);
      document.body.classList.remove(NO_SCROLL_CLASS);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`inline-flex h-10 items-center gap-2 rounded-md border border-brand-200 px-3 font-semibold text-brand-900 hover:bg-brand-50 ${className}`}
        data-mobile-menu-button
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name="menu" className="size-5" />
        {t("menu_title")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            {...content}
            onNavigate={close}
            onOpenChange={setOpen}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
