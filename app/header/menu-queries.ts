/**
 * The content queries the mega-menu makes in the browser, a module of its own: it loads when a
 * visitor first points at a menu (decision 068), so the query builder is not in every page's
 * first load.
 */
import { httpContentSource, type ContentSource } from "@contracts/content/content-source";

export { getMenuProductsIn, getMenuProductsOf, getSubCategories } from "~/content/queries";

/** The content service as the browser sees it: this site's /content (docs/content-api.md "Base path"). */
export const browserContentSource: ContentSource = httpContentSource("/content", (input, init) => fetch(input, init));
