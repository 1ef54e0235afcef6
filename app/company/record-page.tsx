/**
 * A company record's page (issue 16): an award, a news item, a member of the
 * board or one of our people, with its facts, its text and others of its kind.
 */
import { Breadcrumbs } from "~/layout/breadcrumbs";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { ArticleView } from "~/ui/article-view";
import type { RecordPageData } from "./company-data.server";
import { RecordCardView } from "./record-list-page";

const BACK_LABEL: Record<RecordPageData["kind"], string> = {
  award: "awards_back",
  "news-item": "news_back",
  "board-member": "board_back",
  person: "people_back",
};

const MORE_LABEL: Record<RecordPageData["kind"], string> = {
  award: "awards_more",
  "news-item": "news_more",
  "board-member": "board_other_members",
  person: "people_more",
};

const LIST_KIND = { award: "awards", "news-item": "news", "board-member": "board", person: "people" } as const;

export function RecordPage({ data }: { data: RecordPageData }) {
  const t = usePhrases();
  const { seo, record, kind } = data;
  const portrait = kind === "board-member" || kind === "person";
  return (
    <div data-page={kind} data-record={record.id}>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-4xl px-4 pt-6 pb-8">
            <Breadcrumbs items={seo.breadcrumbs} />
            <div
              className={`mt-6 flex flex-col gap-6 ${portrait || kind === "award" ? "sm:flex-row sm:items-center" : ""}`}
            >
              {record.image && (portrait || kind === "award") && (
                <img
                  src={record.image.url}
                  width={record.image.width || undefined}
                  height={record.image.height || undefined}
                  alt=""
                  className={
                    portrait
                      ? "size-40 shrink-0 rounded-full bg-brand-50 object-cover"
                      : "size-32 shrink-0 object-contain"
                  }
                />
              )}
              <div>
                <h1 className="text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{record.title}</h1>
                {record.subtitle && <p className="mt-2 text-lg font-semibold text-brand-700">{record.subtitle}</p>}
                {record.facts.length > 0 && (
                  <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
                    {record.facts.map((fact) => (
                      <div key={fact.label} className="contents">
                        <dt className="font-semibold text-slate-900">{t(fact.label)}</dt>
                        <dd>{fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 pb-12">
          {record.image && kind === "news-item" && (
            <img
              src={record.image.url}
              width={record.image.width || undefined}
              height={record.image.height || undefined}
              alt=""
              className="aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover"
            />
          )}
          {record.quote && (
            <blockquote className="mt-6 border-l-4 border-brand-700 pl-5 text-xl leading-relaxed text-brand-900 italic">
              <p>{record.quote}</p>
            </blockquote>
          )}
          <ArticleView blocks={record.blocks} />
          <p className="mt-10">
            <SiteLink to={data.backHref} className="font-semibold text-brand-700 underline underline-offset-4">
              {t(BACK_LABEL[kind])}
            </SiteLink>
          </p>
        </div>
      </article>
      {data.more.length > 0 && (
        <section aria-labelledby="more-records" className="bg-slate-50 py-12">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="more-records" className="text-2xl font-bold text-brand-900">
              {t(MORE_LABEL[kind])}
            </h2>
            <ul className={`mt-6 grid gap-4 sm:gap-6 lg:grid-cols-3 ${portrait ? "grid-cols-2" : "sm:grid-cols-2"}`}>
              {data.more.map((card) => (
                <li key={card.id}>
                  <RecordCardView card={card} kind={LIST_KIND[kind]} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
