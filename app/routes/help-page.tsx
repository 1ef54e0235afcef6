import type { Route } from "./+types/help-page";
import { notFound, requirePage } from "~/pages/page-loading.server";
import type { GrievanceResult } from "~/help/grievance-form";
import { loadAgentPage, loadFaqPage, loadGrievancePage, loadLegalPage, submitGrievance } from "~/help/help.server";
import { AgentPage } from "~/help/agent-page";
import { FaqPage } from "~/help/faq-page";
import { GrievancePage } from "~/help/grievance-page";
import { LegalPage } from "~/help/legal-page";
import { pageMeta } from "~/seo/page-seo";

/**
 * The help pages with content of their own (issue 16): `/faq`, `/grievance-redressal`, `/agent`
 * and the four legal pages. A module apart from the catalogue route, so that content pages do not carry their
 * components in their script.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, url } = requirePage(request);
  const lang = page.lang;
  switch (page.entry.template) {
    case "faq":
      return { lang, ...(await loadFaqPage(context, page, url)) };
    case "grievance":
      return { lang, ...(await loadGrievancePage(context, page, url)) };
    case "legal":
      return { lang, ...(await loadLegalPage(context, page, url)) };
    default:
      return { lang, ...(await loadAgentPage(context, page, url)) };
  }
}

/** The grievance form's post (decision 054); the other help pages take no posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { page } = requirePage(request);
  if (page.entry.template !== "grievance") notFound();
  return submitGrievance(context, request);
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.seo, matches);

export default function HelpPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.template) {
    case "faq":
      return (
        <FaqPage seo={loaderData.seo} groups={loaderData.groups} query={loaderData.query} lang={loaderData.lang} />
      );
    case "grievance":
      return (
        <GrievancePage
          seo={loaderData.seo}
          levels={loaderData.levels}
          turnarounds={loaderData.turnarounds}
          offices={loaderData.offices}
          result={(actionData as GrievanceResult | undefined) ?? null}
        />
      );
    case "legal":
      return <LegalPage seo={loaderData.seo} document={loaderData.document} lang={loaderData.lang} />;
    case "agent":
      return (
        <AgentPage
          seo={loaderData.seo}
          search={loaderData.search}
          lang={loaderData.lang}
          documents={loaderData.documents}
        />
      );
  }
}
