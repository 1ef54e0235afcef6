/**
 * The layout's data (menus, footer, phrases, brand: the same on every page of
 * a language and content version) travels apart from a page's own data, as
 * one JSON file per language and version that the browser keeps (decision
 * 045), not in every page's hydration data. Its address names its content
 * (a hash), so it is cached for good. The server keeps the layout data it
 * rendered a page with; the browser fetches it before it hydrates a page, and
 * before it shows a page of another language.
 */

/** The head link that names a page's layout data; the browser starts fetching it with the page. */
export const LAYOUT_DATA_LINK = "link[data-layout-data]";
/** How many layouts are kept: a few languages, and the content version before the current one. */
const KEPT = 16;

/** What every layout data has; app/layout-data.ts types the rest. */
export interface LayoutDataBase {
  phrases: Record<string, string>;
}

const kept = new Map<string, LayoutDataBase>();

export function keepLayoutData<T extends LayoutDataBase>(href: string, data: T): void {
  kept.delete(href);
  kept.set(href, data);
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
}

export function layoutDataAt(href: string | undefined): LayoutDataBase | undefined {
  return href === undefined ? undefined : kept.get(href);
}

const fetching = new Map<string, Promise<boolean>>();

/** Fetch a layout data file the browser has not kept yet; false when it could not (offline). */
export function fetchLayoutData(href: string): Promise<boolean> {
  if (kept.has(href)) return Promise.resolve(true);
  let pending = fetching.get(href);
  if (!pending) {
    pending = fetch(href, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        keepLayoutData(href, (await response.json()) as LayoutDataBase);
        return true;
      })
      .catch((error: unknown) => {
        console.error("layout data unavailable:", error instanceof Error ? error.message : error);
        return false;
      })
      .finally(() => fetching.delete(href));
    fetching.set(href, pending);
  }
  return pending;
}
