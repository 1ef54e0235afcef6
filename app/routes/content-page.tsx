import type { Route } from "./+types/content-page";
import { requirePage, seoFor } from "~/pages/page-loading.server";
import { getProductByKey } from "~/content/queries";
import { localizedField } from "@contracts/i18n/languages";
import { pageMeta } from "~/seo/page-seo";
import { ContentPage } from "~/pages/content-page";

/** The generic content page: heading, breadcrumbs, description and FAQs from helmetdata. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const preset = page.entry.presetProduct ? await getProductByKey(context.content, page.entry.presetProduct) : null;
  const seo = await seoFor(context, page, url, page.entry.page);
  return {
    seo,
    pageComponent: page.entry.page,
    presetProduct: preset ? { key: preset.key, name: localizedField(preset, "Name", page.lang) } : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
