/**
 * The site header (spec 2 "Header and navigation", spec 4 "Header"): a top
 * bar (accessibility controls, what's new, need help, app link, languages)
 * that scrolls away, and a main bar that stays at the top (logo, mega-menu,
 * quick links or Buy Now, mobile menu). Everything the first paint shows is
 * server-rendered; what only the browser knows (stored theme, text size,
 * sales-partner session, iOS) changes no layout.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { LanguageSwitch } from "~/layout/language-switch";
import type { SiteBrand } from "~/layout/site-settings";
import { SiteLink } from "~/routing/site-link";
import { AccessibilityControls } from "~/theme/accessibility-controls";
import { AppStoreLink } from "./app-store-link";
import type { HeaderData } from "./header-data.server";
import { HeaderDropdown } from "./header-dropdown";
import { NeedHelpPanel, QuickLinksList, WhatsNewList } from "./header-lists";
import { MegaMenu, type MegaMenuState } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { SALES_PARTNER_HIDDEN_ATTRIBUTE, useSalesPartner } from "./sales-partner";
import { useMenuCatalog } from "./use-menu-catalog";

type OpenMenu = { kind: "category"; id: number } | { kind: "quick-links" | "whats-new" | "need-help" } | null;

const hiddenForPartner = { [SALES_PARTNER_HIDDEN_ATTRIBUTE]: "" };

interface SiteHeaderProps {
  data: HeaderData;
  brand: SiteBrand;
  lang: Lang;
  langs: readonly Lang[];
  basePath: string;
  crop: boolean;
}

export function SiteHeader(props: SiteHeaderProps) {
  // a different language is a different menu: start again from what the server sent
  return <HeaderForLanguage key={props.lang} {...props} />;
}

function HeaderForLanguage({ data, brand, lang, langs, basePath, crop }: SiteHeaderProps) {
  const t = usePhrases();
  const location = useLocation();
  const categories = data.categories ?? [];
  const catalog = useMenuCatalog(lang, { subCategories: data.subCategories, products: data.products });
  const salesPartner = useSalesPartner(data.salesPartner === true);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [chosenSubCategory, setChosenSubCategory] = useState<Record<number, number>>({});
  const topBar = useRef<HTMLDivElement>(null);
  const headerRoot = useRef<HTMLElement>(null);
  const scrolled = useScrolledPast(topBar);
  // marks the header interactive (browser tests wait for it before they press anything)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // every navigation closes what was open (not the first render: a press made as the page
  // hydrated, decision 035, may already have opened a menu)
  const place = `${location.pathname}${location.search}`;
  const lastPlace = useRef(place);
  useEffect(() => {
    if (lastPlace.current === place) return;
    lastPlace.current = place;
    setOpenMenu(null);
  }, [place]);

  // a press outside the header closes its menus
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!headerRoot.current?.contains(target) && !topBar.current?.contains(target)) setOpenMenu(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openMenu]);

  const setOpenCategory = useCallback(
    (id: number | null) => setOpenMenu(id === null ? null : { kind: "category", id }),
    [],
  );
  const closeCategory = useCallback(
    (id: number) => setOpenMenu((menu) => (menu?.kind === "category" && menu.id === id ? null : menu)),
    [],
  );
  const megaMenuState = useMemo<MegaMenuState>(
    () => ({
      openCategory: openMenu?.kind === "category" ? openMenu.id : null,
      setOpenCategory,
      closeCategory,
      chosenSubCategory,
      chooseSubCategory: (categoryId, subCategoryId) =>
        setChosenSubCategory((chosen) =>
          chosen[categoryId] === subCategoryId ? chosen : { ...chosen, [categoryId]: subCategoryId },
        ),
    }),
    [openMenu, setOpenCategory, closeCategory, chosenSubCategory],
  );

  const dropdown = (kind: "quick-links" | "whats-new" | "need-help") => ({
    open: openMenu?.kind === kind,
    onOpenChange: (open: boolean) => setOpenMenu(open ? { kind } : null),
  });

  const buyNow = data.buyNowPage === true && scrolled;
  const appStoreUrl = data.appStoreUrl ?? "";
  const playStoreUrl = data.playStoreUrl ?? "";
  const topBarButton =
    "inline-flex h-8 items-center gap-1 rounded px-2 font-semibold whitespace-nowrap text-on-bar hover:bg-on-bar/15 aria-expanded:bg-on-bar aria-expanded:text-bar";

  return (
    <>
      <div
        ref={topBar}
        role="region"
        aria-label={t("topbar_label")}
        className={`bg-bar text-sm text-on-bar ${data.accessibilityControls === false ? "max-nav:hidden" : ""}`}
        data-header-top-bar
      >
        <div className="mx-auto flex min-h-11 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1">
          {data.accessibilityControls !== false && <AccessibilityControls />}
          <div className="ml-auto hidden items-center gap-1 nav:flex">
            <HeaderDropdown
              name="whats-new"
              label={t("menu_whats_new")}
              buttonClassName={topBarButton}
              {...dropdown("whats-new")}
            >
              <WhatsNewList lang={lang} onNavigate={() => setOpenMenu(null)} />
            </HeaderDropdown>
            <HeaderDropdown
              name="need-help"
              label={t("menu_need_help")}
              buttonClassName={topBarButton}
              panelClassName="w-80"
              {...dropdown("need-help")}
            >
              <NeedHelpPanel brand={brand} />
            </HeaderDropdown>
            <AppStoreLink
              appStoreUrl={appStoreUrl}
              playStoreUrl={playStoreUrl}
              className="inline-flex h-8 items-center gap-1.5 rounded px-2 font-semibold text-on-bar hover:bg-on-bar/15"
            />
            {!salesPartner && (
              <div className="ml-2 border-l border-on-bar/25 pl-2" {...hiddenForPartner}>
                <LanguageSwitch current={lang} available={langs} basePath={basePath} crop={crop} variant="dark" />
              </div>
            )}
          </div>
        </div>
      </div>
      <header
        ref={headerRoot}
        className="sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow data-scrolled:shadow-lg motion-reduce:transition-none"
        data-scrolled={scrolled || undefined}
        data-site-header
        data-ready={ready || undefined}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-stretch gap-4 px-4">
          <Logo brand={brand} lang={lang} inert={salesPartner} />
          {!salesPartner && (
            <div className="hidden nav:block" {...hiddenForPartner}>
              <MegaMenu categories={categories} catalog={catalog} lang={lang} state={megaMenuState} />
            </div>
          )}
          <div className="ml-auto flex items-center gap-2">
            {buyNow ? (
              <BuyNowButton />
            ) : (
              !salesPartner && (
                <div className="hidden nav:block" {...hiddenForPartner}>
                  <HeaderDropdown
                    name="quick-links"
                    label={t("menu_quick_links")}
                    buttonClassName="inline-flex h-10 items-center gap-1.5 rounded-md border whitespace-nowrap border-brand-200 px-3 font-semibold text-brand-900 hover:bg-brand-50 aria-expanded:bg-brand-50"
                    {...dropdown("quick-links")}
                  >
                    <QuickLinksList lang={lang} onNavigate={() => setOpenMenu(null)} />
                  </HeaderDropdown>
                </div>
              )
            )}
            <MobileMenu
              className="nav:hidden"
              categories={categories}
              catalog={catalog}
              lang={lang}
              langs={langs}
              basePath={basePath}
              crop={crop}
              brand={brand}
              salesPartner={salesPartner}
              appStoreUrl={appStoreUrl}
              playStoreUrl={playStoreUrl}
            />
          </div>
        </div>
      </header>
    </>
  );
}

/** spec 4: in sales-partner mode the logo link is inert. */
function Logo({ brand, lang, inert }: { brand: SiteBrand; lang: Lang; inert: boolean }) {
  const t = usePhrases();
  const image = brand.logo ? (
    <img
      src={brand.logo.url}
      width={brand.logo.width}
      height={brand.logo.height}
      alt={brand.brandName}
      className="h-11 w-auto dark:rounded dark:bg-[#f8fafc] dark:px-1"
    />
  ) : (
    <span className="text-lg font-bold text-brand-900">{brand.brandName}</span>
  );
  if (inert) {
    return (
      <span className="inline-flex shrink-0 items-center" data-logo>
        {image}
      </span>
    );
  }
  return (
    <SiteLink
      to={localizePath("/", siteLanguage(lang))}
      aria-label={t("home_link_label")}
      className="inline-flex shrink-0 items-center self-center"
      data-logo
    >
      {image}
    </SiteLink>
  );
}

/** spec 2: on the listed product pages, once scrolled, Buy Now takes the quick links' place and goes back up. */
function BuyNowButton() {
  const t = usePhrases();
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        // the button leaves when the page is back at the top: keep focus in the page
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="inline-flex h-10 items-center rounded-md bg-accent-400 px-4 font-bold text-brand-900 shadow-sm hover:bg-accent-500"
      data-buy-now
    >
      {t("menu_buy_now")}
    </button>
  );
}

/** spec 4 "Scrolled state": true once the top bar has scrolled away and the main bar is held at the top. */
function useScrolledPast(topBar: React.RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > (topBar.current?.offsetHeight ?? 0));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [topBar]);
  return scrolled;
}
