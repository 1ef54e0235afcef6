/** The pages of the health quote journey, by kind (issue 11). */
import { PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { JourneyStep, StepProgress, type StepAction } from "./journey-steps";
import { PlansView, type PlansData } from "./plans-view";
import { CompareView, type CompareData } from "./compare-view";
import { CalculatorView, type CalculatorData } from "./calculator-view";
import type { JourneyAnswers } from "@contracts/health/health-journey";
import type { Lang } from "@contracts/i18n/languages";

type PageData = { seo: PageSeo; lang: Lang; path: string } & (
  | { kind: "step"; step: 1 | 2 | 3 | 4 | 5; answers: JourneyAnswers }
  | ({ kind: "plans"; step: 6 } & Omit<PlansData, "lang">)
  | ({ kind: "compare" } & Omit<CompareData, "lang" | "path">)
  | ({ kind: "calculator" } & Omit<CalculatorData, "lang" | "path">)
);

export function HealthQuotePage({ data, action }: { data: PageData; action: unknown }) {
  const { path } = data;
  return (
    <article data-page={`health-${data.kind}`}>
      <PageHero seo={data.seo}>
        {(data.kind === "step" || data.kind === "plans") && <StepProgress step={data.step} />}
      </PageHero>
      {data.kind === "step" && (
        <JourneyStep step={data.step} answers={data.answers} lang={data.lang} action={action as StepAction | null} />
      )}
      {data.kind === "plans" && <PlansView {...data} />}
      {data.kind === "compare" && <CompareView {...data} path={path} />}
      {data.kind === "calculator" && <CalculatorView {...data} path={path} />}
    </article>
  );
}
