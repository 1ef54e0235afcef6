/** /current-opening (issue 16): the open positions and the application form. */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import type { ArticleBlock } from "~/ui/article-body";
import { ArticleView } from "~/ui/article-view";
import { ApplicationForm, type ApplicationFormProps } from "./application-form";

export interface OpeningsData {
  seo: PageSeo;
  lang: Lang;
  jobs: {
    slug: string;
    title: string;
    department: string;
    location: string;
    experience: string;
    closes: { text: string; dateTime: string } | null;
    blocks: ArticleBlock[];
  }[];
  outcome: ApplicationFormProps["outcome"];
}

export function OpeningsPage({ data }: { data: OpeningsData }) {
  const t = usePhrases();
  return (
    <div data-page="current-opening">
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{data.seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {data.jobs.length === 0 ? (
          <p className="text-lg text-slate-700">{t("career_no_openings")}</p>
        ) : (
          <ul className="space-y-6" data-openings="">
            {data.jobs.map((job) => (
              <li key={job.slug}>
                <article
                  aria-labelledby={`job-${job.slug}`}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <h2 id={`job-${job.slug}`} className="text-xl font-bold text-brand-900">
                    {job.title}
                  </h2>
                  <dl className="mt-3 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
                    <dt className="font-semibold text-slate-900">{t("career_department")}</dt>
                    <dd>{job.department}</dd>
                    <dt className="font-semibold text-slate-900">{t("career_location")}</dt>
                    <dd>{job.location}</dd>
                    <dt className="font-semibold text-slate-900">{t("career_experience")}</dt>
                    <dd>{job.experience}</dd>
                    {job.closes && (
                      <>
                        <dt className="font-semibold text-slate-900">{t("career_closes")}</dt>
                        <dd>
                          <time dateTime={job.closes.dateTime}>{job.closes.text}</time>
                        </dd>
                      </>
                    )}
                  </dl>
                  <details className="mt-3">
                    <summary className="cursor-pointer font-semibold text-brand-700">{t("career_details")}</summary>
                    <ArticleView blocks={job.blocks} />
                  </details>
                </article>
              </li>
            ))}
          </ul>
        )}
        {data.jobs.length > 0 && (
          <section aria-labelledby="apply" className="mt-12">
            <h2 id="apply" className="scroll-mt-24 text-2xl font-bold text-brand-900">
              {t("career_apply_heading")}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{t("career_apply_intro")}</p>
            <ApplicationForm lang={data.lang} jobs={data.jobs} outcome={data.outcome} />
          </section>
        )}
      </div>
    </div>
  );
}
