/**
 * The desktop mega-menu (spec 2 "Header and navigation", spec 4 "Header"),
 * built on the WAI-ARIA disclosure navigation pattern: each top-level
 * category is a button that shows its panel (click, Enter, Space, or the
 * mouse pointing at it); Left/Right/Home/End move between categories, Down
 * enters the open panel, Escape closes it and returns to its button. Inside,
 * the sub-categories are a vertical tab list (Up/Down/Home/End, focus or
 * pointing picks one) and each tab panel lists its products.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import type { MenuCategory } from "./menu-content";
import { MenuProductColumns, MenuSkeleton, TalkToExpertsBox } from "./menu-products";
import type { MenuCatalog } from "./use-menu-catalog";
import { Icon } from "~/ui/icon";

/** How long the pointer may be away before a hover-opened panel closes (lets it cross small gaps). */
const HOVER_CLOSE_DELAY_MS = 150;

export interface MegaMenuState {
  /** id of the open category's panel, if any */
  openCategory: number | null;
  setOpenCategory(id: number | null): void;
  /** close this category's panel if it is still the open one (a later choice wins) */
  closeCategory(id: number): void;
  /** the chosen sub-category of each category (default: its first) */
  chosenSubCategory: Record<number, number>;
  chooseSubCategory(categoryId: number, subCategoryId: number): void;
}

export function MegaMenu({
  categories,
  catalog,
  lang,
  state,
  className = "",
}: {
  categories: readonly MenuCategory[];
  catalog: MenuCatalog;
  lang: Lang;
  state: MegaMenuState;
  className?: string;
}) {
  const t = usePhrases();
  const idBase = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // a panel opened by pointing stays open when its button is then clicked
  const openedByHover = useRef(false);
  // Down on a category moves into its panel once the panel has its sub-categories
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  const { openCategory, setOpenCategory, closeCategory } = state;
  // A panel is rendered once it has been opened, not before: hidden, it only made every page's HTML
  // 15 KB larger (decision 045); its data is at hand (the layout's, or loaded when pointed at).
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  if (openCategory !== null && !shown.has(openCategory)) setShown(new Set(shown).add(openCategory));

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  if (categories.length === 0) return null;

  const panelId = (id: number) => `${idBase}-panel-${id}`;

  const focusButton = (index: number) => {
    const count = categories.length;
    buttons.current[(index + count) % count]?.focus();
  };

  const open = (id: number, byHover: boolean) => {
    clearTimeout(closeTimer.current);
    openedByHover.current = byHover;
    setOpenCategory(id);
  };

  const onButtonKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number, id: number) => {
    switch (event.key) {
      case "ArrowRight":
        focusButton(index + 1);
        break;
      case "ArrowLeft":
        focusButton(index - 1);
        break;
      case "Home":
        focusButton(0);
        break;
      case "End":
        focusButton(categories.length - 1);
        break;
      case "ArrowDown":
        open(id, false);
        setFocusRequest(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <nav aria-label={t("menu_main_label")} className={`h-full ${className}`} data-mega-menu>
      <ul className="flex h-full items-stretch">
        {categories.map((category, index) => {
          const isOpen = openCategory === category.id;
          return (
            <li
              key={category.id}
              className="flex"
              onPointerEnter={(e) => e.pointerType === "mouse" && open(category.id, true)}
              onPointerLeave={(e) => {
                if (e.pointerType !== "mouse" || !isOpen) return;
                closeTimer.current = setTimeout(() => closeCategory(category.id), HOVER_CLOSE_DELAY_MS);
              }}
              onBlur={(e) => {
                const next = e.relatedTarget;
                if (isOpen && next instanceof Node && !e.currentTarget.contains(next)) closeCategory(category.id);
              }}
              onKeyDown={(e) => {
                if (e.key !== "Escape" || !isOpen) return;
                e.preventDefault();
                closeCategory(category.id);
                buttons.current[index]?.focus();
              }}
            >
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={`${idBase}-button-${category.id}`}
                aria-expanded={isOpen}
                aria-controls={panelId(category.id)}
                onClick={() => {
                  if (isOpen && openedByHover.current) openedByHover.current = false;
                  else if (isOpen) setOpenCategory(null);
                  else open(category.id, false);
                }}
                onKeyDown={(e) => onButtonKeyDown(e, index, category.id)}
                className="menu-category"
                data-menu-category={category.id}
              >
                {category.name}
                <Chevron open={isOpen} />
              </button>
              <div
                id={panelId(category.id)}
                hidden={!isOpen}
                className="absolute inset-x-0 top-full z-50 border-t border-slate-200 bg-white shadow-xl"
                data-menu-panel={category.id}
              >
                {shown.has(category.id) && (
                  <CategoryPanel
                    category={category}
                    catalog={catalog}
                    lang={lang}
                    state={state}
                    active={isOpen}
                    focusTab={isOpen && focusRequest === category.id}
                    onTabFocused={() => setFocusRequest(null)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Chevron({ open }: { open: boolean }) {
  return (
    <Icon
      name="chevron-down"
      className={`size-3 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
    />
  );
}

function CategoryPanel({
  category,
  catalog,
  lang,
  state,
  active,
  focusTab,
  onTabFocused,
}: {
  category: MenuCategory;
  catalog: MenuCatalog;
  lang: Lang;
  state: MegaMenuState;
  active: boolean;
  /** move focus to the chosen sub-category as soon as it is shown */
  focusTab: boolean;
  onTabFocused(): void;
}) {
  const t = usePhrases();
  const idBase = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const { ensureSubCategories, ensureProducts } = catalog;
  const loaded = catalog.subCategories[category.id];
  const subCategories = Array.isArray(loaded) ? loaded : [];
  const chosen = state.chosenSubCategory[category.id] ?? subCategories[0]?.id;

  useEffect(() => {
    if (active) ensureSubCategories(category.id);
  }, [active, category.id, ensureSubCategories]);
  useEffect(() => {
    if (active && chosen !== undefined) ensureProducts([chosen]);
  }, [active, chosen, ensureProducts]);
  const chosenIndex = subCategories.findIndex((s) => s.id === chosen);
  useEffect(() => {
    if (!focusTab || chosenIndex < 0) return;
    tabs.current[chosenIndex]?.focus();
    onTabFocused();
  }, [focusTab, chosenIndex, onTabFocused]);

  if (loaded === undefined || loaded === "loading") {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <MenuSkeleton />
      </div>
    );
  }

  const choose = (index: number) => {
    const count = subCategories.length;
    const target = subCategories[(index + count) % count];
    if (!target) return;
    state.chooseSubCategory(category.id, target.id);
    tabs.current[(index + count) % count]?.focus();
  };

  const onTabKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: subCategories.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const close = () => state.setOpenCategory(null);

  if (subCategories.length === 0) {
    // spec 8: a failed load renders empty; the experts can still be reached
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <div className="max-w-xs">
          <TalkToExpertsBox onOpen={close} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[15rem_1fr] gap-6 px-4 py-5">
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label={t("menu_sub_categories_label", { name: category.name })}
        className="grid content-start gap-0.5 border-r border-slate-200 pr-4"
      >
        {subCategories.map((sub, index) => (
          <button
            key={sub.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${sub.id}`}
            aria-selected={sub.id === chosen}
            aria-controls={`${idBase}-tabpanel-${sub.id}`}
            tabIndex={sub.id === chosen ? 0 : -1}
            onFocus={() => state.chooseSubCategory(category.id, sub.id)}
            onPointerEnter={(e) => e.pointerType === "mouse" && state.chooseSubCategory(category.id, sub.id)}
            onClick={() => state.chooseSubCategory(category.id, sub.id)}
            onKeyDown={(e) => onTabKeyDown(e, index)}
            className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-left font-medium text-slate-700 hover:bg-brand-50 aria-selected:bg-brand-50 aria-selected:font-semibold aria-selected:text-brand-900"
            data-menu-sub-category={sub.id}
          >
            {sub.name}
            <span aria-hidden="true" className="text-brand-700">
              ›
            </span>
          </button>
        ))}
      </div>
      {subCategories.map((sub) => (
        <div
          key={sub.id}
          role="tabpanel"
          id={`${idBase}-tabpanel-${sub.id}`}
          aria-labelledby={`${idBase}-tab-${sub.id}`}
          hidden={sub.id !== chosen}
          className="min-h-48"
          data-menu-products={sub.id}
        >
          <MenuProductColumns
            subCategory={sub}
            fallbackHref={category.href}
            products={catalog.products[sub.id]}
            lang={lang}
            onNavigate={close}
          />
        </div>
      ))}
    </div>
  );
}
