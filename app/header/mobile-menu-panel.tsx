/**
 * The mobile menu's off-canvas panel (spec 2, spec 4): an accordion of the
 * mega-menu's categories, sub-categories and products, then quick links,
 * what's new, need help, the app link and the languages. Loaded on demand by
 * mobile-menu.tsx.
 */
import { useEffect, useId, useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { LanguageSwitch } from "~/layout/language-switch";
import type { SiteBrand } from "~/layout/site-settings";
import { SiteLink } from "~/routing/site-link";
import { AppStoreLink } from "./app-store-link";
import { NeedHelpPanel, QuickLinksList, WhatsNewList } from "./header-lists";
import { Chevron } from "./mega-menu";
import { MenuSkeleton, TalkToExpertsBox } from "./menu-products";
import type { MenuCategory, MenuProduct, MenuSubCategory } from "./menu-content";
import { EXPLORE_PLANS_PATH, MENU_THIRD_COLUMN_END, showsViewAll } from "./menu-rules";
import type { Loaded, MenuCatalog } from "./use-menu-catalog";
import { Icon } from "~/ui/icon";

/** What the mobile menu shows (the menu button passes it on to this panel as it is). */
export interface MobileMenuContent {
  categories: readonly MenuCategory[];
  catalog: MenuCatalog;
  lang: Lang;
  langs: readonly Lang[];
  basePath: string;
  crop: boolean;
  brand: SiteBrand;
  salesPartner: boolean;
  appStoreUrl: string;
  playStoreUrl: string;
}

export function MobileMenuPanel({
  categories,
  catalog,
  lang,
  langs,
  basePath,
  crop,
  brand,
  salesPartner,
  appStoreUrl,
  playStoreUrl,
  onNavigate,
  onOpenChange,
  returnFocus,
}: MobileMenuContent & {
  /** a link inside was used: the menu closes */
  onNavigate(): void;
  /** Escape, the close button or a click outside: the menu closes */
  onOpenChange(open: boolean): void;
  /** where focus goes when the menu closes: the menu button */
  returnFocus(): void;
}) {
  const t = usePhrases();
  const close = onNavigate;
  return (
    // The whole Radix dialog lives in this lazily loaded panel, so no page pays for it on first load.
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // the menu button is no Radix trigger: focus goes back to it by hand
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-2xl focus:outline-none"
          data-mobile-menu
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-brand-900">{t("menu_title")}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
              aria-label={t("menu_close")}
            >
              <Icon name="close-thin" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 pb-8">
            {!salesPartner && categories.length > 0 && (
              <nav aria-label={t("menu_main_label")} className="py-2">
                <Accordion.Root type="single" collapsible defaultValue={String(categories[0]?.id)}>
                  {categories.map((category) => (
                    <Accordion.Item key={category.id} value={String(category.id)} className="border-b border-slate-200">
                      <AccordionTrigger level="h2" className="py-3 text-base">
                        {category.name}
                      </AccordionTrigger>
                      <Accordion.Content>
                        <MobileCategory category={category} catalog={catalog} lang={lang} onNavigate={close} />
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </nav>
            )}
            {!salesPartner && (
              <MobileSection title={t("menu_quick_links")}>
                <QuickLinksList lang={lang} mobile onNavigate={close} />
              </MobileSection>
            )}
            <MobileSection title={t("menu_whats_new")}>
              <WhatsNewList lang={lang} onNavigate={close} />
            </MobileSection>
            <MobileSection title={t("menu_need_help")}>
              <NeedHelpPanel brand={brand} />
            </MobileSection>
            <div className="mt-4 grid gap-4">
              <AppStoreLink
                appStoreUrl={appStoreUrl}
                playStoreUrl={playStoreUrl}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
              />
              {!salesPartner && <LanguageSwitch current={lang} available={langs} basePath={basePath} crop={crop} />}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 py-3">
      <h2 id={id} className="px-3 pb-1 text-sm font-bold tracking-wide text-slate-600 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AccordionTrigger({
  level,
  className,
  children,
}: {
  level: "h2" | "h3";
  className: string;
  children: React.ReactNode;
}) {
  const Heading = level;
  return (
    <Accordion.Header asChild>
      <Heading className="m-0">
        <Accordion.Trigger
          className={`group flex w-full items-center justify-between gap-3 text-left font-semibold text-brand-900 ${className}`}
        >
          {children}
          <span className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none">
            <Chevron open={false} />
          </span>
        </Accordion.Trigger>
      </Heading>
    </Accordion.Header>
  );
}

/** Mounted while its category is expanded: loads its sub-categories and all their products (spec 7). */
function MobileCategory({
  category,
  catalog,
  lang,
  onNavigate,
}: {
  category: MenuCategory;
  catalog: MenuCatalog;
  lang: Lang;
  onNavigate: () => void;
}) {
  const { ensureSubCategories, ensureProducts } = catalog;
  const loaded = catalog.subCategories[category.id];
  const subCategories = Array.isArray(loaded) ? loaded : null;

  useEffect(() => ensureSubCategories(category.id), [category.id, ensureSubCategories]);
  const ids = subCategories?.map((s) => s.id).join(",");
  useEffect(() => {
    if (ids) ensureProducts(ids.split(",").map(Number));
  }, [ids, ensureProducts]);

  if (loaded === undefined || loaded === "loading") {
    return (
      <div className="pb-4 pl-3">
        <MenuSkeleton rows={3} />
      </div>
    );
  }
  if (!subCategories || subCategories.length === 0) {
    return (
      <div className="pb-4">
        <TalkToExpertsBox compact onOpen={onNavigate} />
      </div>
    );
  }
  return (
    <Accordion.Root type="single" collapsible className="pb-2 pl-3">
      {subCategories.map((sub) => (
        <Accordion.Item key={sub.id} value={String(sub.id)} className="border-t border-slate-100">
          <AccordionTrigger level="h3" className="py-2.5 text-sm">
            {sub.name}
          </AccordionTrigger>
          <Accordion.Content>
            <MobileProducts
              subCategory={sub}
              fallbackHref={category.href}
              products={catalog.products[sub.id]}
              lang={lang}
              onNavigate={onNavigate}
            />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/**
 * A sub-category's products on mobile: the first 10 (the desktop's three
 * columns, spec 9); health shows the rest with View More (decision 021),
 * other sub-categories with more than 10 get the view-all link.
 */
export function MobileProducts({
  subCategory,
  fallbackHref,
  products,
  lang,
  onNavigate,
}: {
  subCategory: MenuSubCategory;
  fallbackHref: string | null;
  products: Loaded<MenuProduct[]> | undefined;
  lang: Lang;
  onNavigate?: () => void;
}) {
  const t = usePhrases();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (products === undefined || products === "loading") {
    return (
      <div className="pb-3 pl-3">
        <MenuSkeleton rows={3} />
      </div>
    );
  }
  const more = products.length > MENU_THIRD_COLUMN_END;
  const shown = subCategory.health && expanded ? products : products.slice(0, MENU_THIRD_COLUMN_END);
  const viewAllHref = subCategory.href ?? fallbackHref;
  return (
    <div className="grid gap-3 pb-4 pl-3" data-mobile-products={subCategory.id}>
      {shown.length > 0 && (
        <ul id={listId} className="grid gap-0.5">
          {shown.map((product) => (
            <li key={product.id}>
              <SiteLink
                to={product.href}
                onClick={onNavigate}
                className="block rounded px-2 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                {product.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      {subCategory.health && more && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="justify-self-start rounded px-2 py-1 font-semibold text-brand-700 underline underline-offset-4"
          data-view-more
        >
          {t(expanded ? "menu_view_less" : "menu_view_more")}
        </button>
      )}
      {!subCategory.health && showsViewAll(products.length) && viewAllHref && (
        <SiteLink
          to={viewAllHref}
          onClick={onNavigate}
          className="justify-self-start px-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("menu_view_all", { name: subCategory.name })}
        </SiteLink>
      )}
      {subCategory.health && (
        <SiteLink
          to={localizePath(EXPLORE_PLANS_PATH, siteLanguage(lang))}
          onClick={onNavigate}
          className="justify-self-start rounded-md bg-accent-400 px-4 py-2 font-semibold text-brand-900"
        >
          {t("menu_explore_plans")}
        </SiteLink>
      )}
      <TalkToExpertsBox compact onOpen={onNavigate} />
    </div>
  );
}
