import { data } from "react-router";
import type { Route } from "./+types/layout-data";
import { CROP_LANGS, SITE_LANGS, type Lang } from "@contracts/i18n/languages";
import { LAYOUT_DATA_PATH, loadLayoutData } from "~/layout-data.server";

/** One year: the file's address names its content, so what it answers never changes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /layout-data/{lang}[-crop]-{hash}.json: the layout's data of a language
 * (decision 045). The address names the content by its hash; an address of an
 * earlier version (a page an older cache kept) is answered today's data,
 * which no cache may keep under it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([a-z]{2})(-crop)?-[\w-]{16}\.json$/.exec(params.file);
  const lang = match?.[1] as Lang | undefined;
  const crop = match?.[2] !== undefined;
  if (!lang || !(crop ? CROP_LANGS : SITE_LANGS).includes(lang)) throw data(null, { status: 404 });
  const loaded = await loadLayoutData(context, lang, crop);
  const current = loaded.href === `${LAYOUT_DATA_PATH}/${params.file}`;
  return new Response(loaded.json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": current ? IMMUTABLE : "no-cache" },
  });
}
