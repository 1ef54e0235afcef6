/**
 * The layout's data, typed (decision 045): what the header, footer, lead
 * form and phrases need on every page of a language, read from the store
 * (app/layout/layout-data-store.ts) by the address the root loader names.
 */
import { useRouteLoaderData } from "react-router";
import type { LeadProductOption } from "@contracts/lead/lead-products";
import type { FooterData } from "./footer/footer-data.server";
import type { HeaderMenu } from "./header/header-data.server";
import { layoutDataAt } from "./layout/layout-data-store";
import { reshapeSiteSettings, type SiteBrand } from "./layout/site-settings";

export interface LayoutData {
  brand: SiteBrand;
  phrases: Record<string, string>;
  menu: HeaderMenu;
  footer: FooterData;
  leadProducts: LeadProductOption[];
}

/** What a page shows when its layout data could not be had (spec 8: the sections render empty). */
export const EMPTY_LAYOUT: LayoutData = {
  brand: reshapeSiteSettings(null, "en"),
  phrases: {},
  menu: {},
  footer: {},
  leadProducts: [],
};

/** The layout data of the page being shown. */
export function useLayoutData(): LayoutData {
  const root = useRouteLoaderData<{ layout?: string }>("root");
  return (layoutDataAt(root?.layout) as LayoutData | undefined) ?? EMPTY_LAYOUT;
}
