/**
 * The mega-menu's catalogue in the browser: starts from what the server
 * rendered (the first category) and loads the rest from the content service
 * as the visitor points at it (spec 4: "products load for it with a loading
 * skeleton"). Failures are only logged and render as empty (spec 8).
 */
import { useCallback, useMemo, useRef, useState } from "react";
import type { ContentSource } from "@contracts/content/content-source";
import type { Lang } from "@contracts/i18n/languages";
import { deferredModule } from "~/ui/deferred-module";
import {
  groupBySubCategory,
  reshapeProduct,
  reshapeSubCategories,
  type MenuProduct,
  type MenuSubCategory,
} from "./menu-content";

export type Loaded<T> = T | "loading";

export interface MenuCatalog {
  subCategories: Record<number, Loaded<MenuSubCategory[]>>;
  products: Record<number, Loaded<MenuProduct[]>>;
  /** load a category's sub-categories unless they are loaded or loading */
  ensureSubCategories(categoryId: number): void;
  /** load the products of these sub-categories (one call for all of them) unless loaded or loading */
  ensureProducts(subCategoryIds: readonly number[]): void;
}

/** The menu's queries, loaded when a visitor first points at a menu (decision 068). */
const menuQueries = deferredModule(() => import("./menu-queries"));

/** `content`: the content service to ask; by default this site's /content, as the browser sees it. */
export function useMenuCatalog(
  lang: Lang,
  initial: { subCategories?: Record<number, MenuSubCategory[]>; products?: Record<number, MenuProduct[]> },
  content?: ContentSource,
): MenuCatalog {
  const [subCategories, setSubCategories] = useState<Record<number, Loaded<MenuSubCategory[]>>>(
    () => initial.subCategories ?? {},
  );
  const [products, setProducts] = useState<Record<number, Loaded<MenuProduct[]>>>(() => initial.products ?? {});
  // what was asked for already, known synchronously (state updates land later)
  const requested = useRef({
    subCategories: new Set(Object.keys(initial.subCategories ?? {}).map(Number)),
    products: new Set(Object.keys(initial.products ?? {}).map(Number)),
  });

  const ensureSubCategories = useCallback(
    (categoryId: number) => {
      if (requested.current.subCategories.has(categoryId)) return;
      requested.current.subCategories.add(categoryId);
      setSubCategories((s) => ({ ...s, [categoryId]: "loading" }));
      void menuQueries
        .start()
        .then((q) => q.getSubCategories(content ?? q.browserContentSource, categoryId, { menu: true }))
        // spec 8: a failure (here, the queries' code not fetched) renders as empty
        .catch(() => [])
        .then((rows) => setSubCategories((s) => ({ ...s, [categoryId]: reshapeSubCategories(rows, lang) })));
    },
    [content, lang],
  );

  const ensureProducts = useCallback(
    (subCategoryIds: readonly number[]) => {
      const missing = subCategoryIds.filter((id) => !requested.current.products.has(id));
      if (missing.length === 0) return;
      for (const id of missing) requested.current.products.add(id);
      setProducts((s) => ({ ...s, ...Object.fromEntries(missing.map((id) => [id, "loading" as const])) }));
      const load: Promise<Record<number, MenuProduct[]>> = menuQueries.start().then(
        (q) => {
          const source = content ?? q.browserContentSource;
          return missing.length === 1
            ? q.getMenuProductsOf(source, missing[0]!).then((rows) => ({
                [missing[0]!]: rows.map((p) => reshapeProduct(p, lang)),
              }))
            : q.getMenuProductsIn(source, missing).then((rows) => groupBySubCategory(rows, missing, lang));
        },
        // spec 8: a failure (here, the queries' code not fetched) renders as empty
        () => groupBySubCategory([], missing, lang),
      );
      void load.then((groups) => setProducts((s) => ({ ...s, ...groups })));
    },
    [content, lang],
  );

  return useMemo(
    () => ({ subCategories, products, ensureSubCategories, ensureProducts }),
    [subCategories, products, ensureSubCategories, ensureProducts],
  );
}
