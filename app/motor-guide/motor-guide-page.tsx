/**
 * A car guide page (issue 12): the guide's sections, its worked example,
 * the way on to the calculator and the car journey, the page's questions,
 * and the other guides.
 */
import { FaqList, PageHero } from "~/pages/content-page";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { primaryButton, secondaryButton } from "~/ui/form-parts";
import type { PageSeo } from "~/seo/page-seo";
import type { Lang } from "@contracts/i18n/languages";
import type { GuideBlock } from "./guide-body";
import type { GuideLink, GuideSection, WorkedExample } from "./motor-guide.server";
import { WorkedExampleView } from "./worked-example";

export interface MotorGuideData {
  seo: PageSeo;
  lang: Lang;
  guideKey: string;
  sections: GuideSection[];
  example: WorkedExample | null;
  calculatorHref: string;
  journeyHref: string;
  otherGuides: GuideLink[];
}

function Blocks({ blocks }: { blocks: GuideBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      <p key={index} className="mt-3 leading-relaxed text-slate-700">
        {block.text}
      </p>
    ) : (
      <ul key={index} className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700 marker:text-brand-700">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{item}</li>
        ))}
      </ul>
    ),
  );
}

export function MotorGuidePage({ data }: { data: MotorGuideData }) {
  const t = usePhrases();
  const { seo, sections, example } = data;
  return (
    <article data-page="motor-guide" data-guide={data.guideKey}>
      <PageHero seo={seo} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <div className="max-w-3xl">
          {seo.intro && <p className="text-lg leading-relaxed text-slate-700">{seo.intro}</p>}
          {sections.length > 1 && (
            <nav aria-labelledby="guide-contents-heading" className="mt-8 rounded-xl border border-slate-200 p-5">
              <h2 id="guide-contents-heading" className="font-semibold text-slate-900">
                {t("motor_guide_contents")}
              </h2>
              <ol className="mt-2 list-decimal space-y-1 pl-6 text-brand-700 marker:text-slate-500">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                      {section.heading}
                    </a>
                  </li>
                ))}
                {example && (
                  <li>
                    <a href="#worked-example-heading" className="underline-offset-4 hover:underline">
                      {t("motor_example_heading")}
                    </a>
                  </li>
                )}
              </ol>
            </nav>
          )}
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10" data-guide-section="">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              <Blocks blocks={section.blocks} />
            </section>
          ))}
        </div>
        <div className="max-w-4xl">
          {example && <WorkedExampleView example={example} lang={data.lang} />}
          <aside
            aria-labelledby="guide-cta-heading"
            className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6"
          >
            <h2 id="guide-cta-heading" className="text-xl font-bold text-brand-900">
              {t("motor_guide_cta_heading")}
            </h2>
            <p className="mt-1 text-slate-700">{t("motor_guide_cta_text")}</p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <SiteLink to={data.calculatorHref} className={primaryButton} data-guide-calculator="">
                {t("motor_guide_calculator_link")}
              </SiteLink>
              <SiteLink to={data.journeyHref} className={secondaryButton} data-guide-journey="">
                {t("motor_guide_quote_link")}
              </SiteLink>
            </div>
          </aside>
        </div>
        <div className="max-w-3xl">
          <FaqList items={seo.faq} />
        </div>
        {data.otherGuides.length > 0 && (
          <nav aria-labelledby="more-guides-heading" className="mt-10">
            <h2 id="more-guides-heading" className="text-xl font-bold text-brand-900">
              {t("motor_guide_more_heading")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {data.otherGuides.map((guide) => (
                <li key={guide.href}>
                  <SiteLink
                    to={guide.href}
                    className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-brand-900 hover:bg-brand-50"
                    data-other-guide=""
                  >
                    {guide.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}
