/**
 * Values of the content model that pages use without querying it (decision 068): a page that
 * needs one of these does not load the query builder of `queries.ts`, which re-exports them.
 */

/** spec 3 "Menu category": the footer's menus are the FooterMenu ones. */
export const FOOTER_MENU_TYPE = "FooterMenu";
