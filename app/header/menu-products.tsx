/**
 * What the mega-menu shows for one sub-category (spec 2 "Header and
 * navigation", spec 9 "Menu columns"): products in up to three columns, a
 * view-all link above 10, the Talk To Experts box (in the first column when
 * there are fewer than 4 products) and, for health, Explore Plans.
 */
import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { useLeadModal } from "~/lead/lead-modal";
import { SiteLink } from "~/routing/site-link";
import type { MenuProduct, MenuSubCategory } from "./menu-content";
import type { Loaded } from "./use-menu-catalog";
import {
  EXPLORE_PLANS_PATH,
  MENU_COLUMN_SIZE,
  showsViewAll,
  splitMenuColumns,
  talkToExpertsInFirstColumn,
} from "./menu-rules";

export function TalkToExpertsBox({ onOpen, compact = false }: { onOpen?: () => void; compact?: boolean }) {
  const t = usePhrases();
  const leadModal = useLeadModal();
  return (
    <div
      data-talk-to-experts
      className={`rounded-xl border border-brand-100 bg-brand-50 ${compact ? "p-3" : "p-4"} text-sm text-slate-700`}
    >
      <p className="font-bold text-brand-900">{t("menu_talk_to_experts")}</p>
      {!compact && <p className="mt-1">{t("menu_talk_to_experts_text")}</p>}
      <button
        type="button"
        onClick={() => {
          onOpen?.();
          leadModal.open();
        }}
        className="mt-2 inline-flex min-h-9 items-center rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-900"
      >
        {t("menu_request_call_back")}
      </button>
    </div>
  );
}

/** The loading skeleton while a sub-category's products arrive (spec 4). */
export function MenuSkeleton({ rows = MENU_COLUMN_SIZE }: { rows?: number }) {
  const t = usePhrases();
  return (
    <div role="status" data-menu-skeleton className="grid gap-3">
      <span className="sr-only">{t("menu_loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="block h-4 w-44 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

const productLinkClass =
  "block rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50";

export function MenuProductColumns({
  subCategory,
  fallbackHref,
  products,
  lang,
  onNavigate,
}: {
  subCategory: MenuSubCategory;
  /** where view-all leads when the sub-category has no page of its own (its top category's listing) */
  fallbackHref: string | null;
  products: Loaded<MenuProduct[]> | undefined;
  lang: Lang;
  /** called when a link or button inside is used (the menu closes) */
  onNavigate?: () => void;
}) {
  const t = usePhrases();
  if (products === undefined || products === "loading") return <MenuSkeleton />;
  const columns = splitMenuColumns(products);
  const boxInFirst = talkToExpertsInFirstColumn(products.length);
  const viewAllHref = subCategory.href ?? fallbackHref;
  const box = <TalkToExpertsBox onOpen={onNavigate} />;

  return (
    <div className="flex h-full flex-col gap-4">
      <div className="grid grid-cols-4 gap-4" data-menu-columns={columns.length}>
        {(columns.length ? columns : [[]]).map((column, index) => (
          <div key={index} data-menu-column={index}>
            {column.length > 0 && (
              <ul className="grid gap-0.5">
                {column.map((product) => (
                  <li key={product.id}>
                    <SiteLink to={product.href} className={productLinkClass} onClick={onNavigate}>
                      {product.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
            {index === 0 && boxInFirst && <div className={column.length ? "mt-3" : ""}>{box}</div>}
          </div>
        ))}
        {!boxInFirst && <div className="col-start-4">{box}</div>}
      </div>
      {(subCategory.health || (showsViewAll(products.length) && viewAllHref)) && (
        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3">
          {subCategory.health && (
            <SiteLink
              to={localizePath(EXPLORE_PLANS_PATH, siteLanguage(lang))}
              onClick={onNavigate}
              className="inline-flex min-h-9 items-center rounded-md bg-accent-400 px-4 py-1.5 font-semibold text-brand-900 hover:bg-accent-500"
              data-explore-plans
            >
              {t("menu_explore_plans")}
            </SiteLink>
          )}
          {showsViewAll(products.length) && viewAllHref && (
            <SiteLink
              to={viewAllHref}
              onClick={onNavigate}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              data-view-all
            >
              {t("menu_view_all", { name: subCategory.name })}
            </SiteLink>
          )}
        </div>
      )}
    </div>
  );
}
