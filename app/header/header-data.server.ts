/** The header's data, loaded by the root loader for every page (issue 4 fills it in). */
import type { AppLoadContext } from "react-router";
import type { Lang } from "~/i18n/languages";
import type { ResolvedPage } from "~/routing/resolve-page";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- issue 4 adds the header's fields
export interface HeaderData {}

export async function loadHeaderData(
  _context: AppLoadContext,
  _lang: Lang,
  _page: ResolvedPage | null,
  _url: URL,
): Promise<HeaderData> {
  return {};
}
