/** The travel calculator's page (issue 12): the calculator, or a saved quote (`?quote=`). */
import { PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { CalculatorView, type CalculatorData } from "./calculator-view";
import { SavedQuoteView, type SavedQuoteData } from "./saved-quote-view";
import type { SaveAnswer } from "./travel-quote.server";

type PageData = { seo: PageSeo } & (({ kind: "calculator" } & CalculatorData) | ({ kind: "saved" } & SavedQuoteData));

export function TravelQuotePage({ data, action }: { data: PageData; action: unknown }) {
  return (
    <article data-page={`travel-${data.kind}`}>
      <PageHero seo={data.seo} />
      {data.kind === "calculator" ? (
        <CalculatorView {...data} action={action as SaveAnswer | null} />
      ) : (
        <SavedQuoteView {...data} />
      )}
    </article>
  );
}
