/** The footer's data, loaded by the root loader for every page (issue 5 fills it in). */
import type { AppLoadContext } from "react-router";
import type { Lang } from "~/i18n/languages";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- issue 5 adds the footer's fields
export interface FooterData {}

export async function loadFooterData(_context: AppLoadContext, _lang: Lang): Promise<FooterData> {
  return {};
}
