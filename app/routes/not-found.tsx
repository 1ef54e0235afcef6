import { data, redirect } from "react-router";
import type { Route } from "./+types/not-found";
import { UNSUPPORTED_LANGUAGE_SUFFIXES } from "~/i18n/languages";
import { resolvePage } from "~/routing/resolve-page";

/**
 * Every address no page claims: 404 with the not-found page (root error
 * boundary), except the old site's other-language suffixes, which lead to the
 * English page while those languages have no content (decision 004).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  for (const suffix of UNSUPPORTED_LANGUAGE_SUFFIXES) {
    const ending = `/${suffix}`;
    if (!url.pathname.endsWith(ending)) continue;
    const basePath = url.pathname.slice(0, -ending.length) || "/";
    if (resolvePage(basePath)) throw redirect(`${basePath}${url.search}`, 302);
  }
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
