import type { Route } from "./+types/crop-page";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadCropPage } from "~/crop/crop-data.server";
import { CropPage } from "~/crop/crop-page";

/** The nine crop scheme pages (issue 16, decision 062), in English, Hindi, Kannada and Assamese. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadCropPage(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function CropPageRoute({ loaderData }: Route.ComponentProps) {
  return <CropPage data={loaderData} />;
}
