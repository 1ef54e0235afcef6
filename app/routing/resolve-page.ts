/**
 * Which page an address is: its route-table entry, language and parameters.
 * Loaders, the root layout and the route-inventory test share this one answer.
 */
import { routeTable, type RouteEntry } from "./route-table";
// relative: routes.ts loads this file without the app's import aliases
import { createRouteMatcher } from "../../contracts/routing/route-matcher";
import { CROP_LANGS, SITE_LANGS, splitLanguage, type Lang } from "../../contracts/i18n/languages";

export interface ResolvedPage {
  entry: RouteEntry;
  lang: Lang;
  /** the English address of this page */
  basePath: string;
  params: Record<string, string | undefined>;
}

// React Router's ranking of the table, computed once (contracts/routing/route-matcher.ts)
const matchRoute = createRouteMatcher(routeTable.map((entry, index) => ({ id: String(index), path: entry.path })));

export function languagesOf(entry: RouteEntry): readonly Lang[] {
  return entry.crop ? CROP_LANGS : SITE_LANGS;
}

/** Answers are kept, for a bounded number of paths (the pages' own addresses, mostly). */
const RESOLVE_CACHE_SIZE = 2000;
const resolved = new Map<string, ResolvedPage | null>();

export function resolvePage(pathname: string): ResolvedPage | null {
  const cached = resolved.get(pathname);
  if (cached !== undefined) return cached;
  const answer = matchPage(pathname);
  if (resolved.size >= RESOLVE_CACHE_SIZE) resolved.delete(resolved.keys().next().value!);
  resolved.set(pathname, answer);
  return answer;
}

function matchPage(pathname: string): ResolvedPage | null {
  const { basePath, lang } = splitLanguage(pathname);
  const match = matchRoute(basePath);
  if (!match) return null;
  const entry = routeTable[Number(match.id)];
  if (!entry || !languagesOf(entry).includes(lang)) return null;
  if (entry.paramSuffix && !match.params[entry.paramSuffix.param]?.endsWith(entry.paramSuffix.suffix)) return null;
  return { entry, lang, basePath, params: match.params };
}
