import type { Route } from "./+types/testimonials";
import { requirePage } from "~/pages/page-loading.server";
import { pageMeta } from "~/seo/page-seo";
import { loadTestimonials } from "~/company/company-data.server";
import { TestimonialsPage } from "~/company/testimonials-page";

/** /about-us/testimonials (issue 16): every published testimonial. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  return loadTestimonials(context, page, url);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function TestimonialsRoute({ loaderData }: Route.ComponentProps) {
  return <TestimonialsPage data={loaderData} />;
}
