/**
 * `/faq` (issue 16): the questions grouped by topic, a search that filters
 * them (a GET form without scripts, live as the visitor types with them), and
 * FAQPage structured data for every question (the loader's `seo.faq`).
 */
import { useEffect, useMemo, useState } from "react";
import { FAQ_SEARCH_PARAM, normaliseSearch, SEARCH_MAX_LENGTH } from "@contracts/help/help-search-params";
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { countOf } from "~/text/amounts";
import { FaqDetails } from "~/ui/faq-details";
import { primaryButton } from "~/ui/form-parts";
import { faqCount, filterFaqGroups, type FaqGroup } from "./help-content";

export function FaqPage({
  seo,
  groups,
  query: initialQuery,
  lang,
}: {
  seo: PageSeo;
  groups: FaqGroup[];
  query: string;
  lang: Lang;
}) {
  const t = usePhrases();
  const [typed, setTyped] = useState(initialQuery);
  const query = normaliseSearch(typed).slice(0, SEARCH_MAX_LENGTH);
  const shown = useMemo(() => filterFaqGroups(groups, query), [groups, query]);
  const count = faqCount(shown);

  // the address follows the search, so a shared link opens the same questions
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set(FAQ_SEARCH_PARAM, query);
    else url.searchParams.delete(FAQ_SEARCH_PARAM);
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [query]);

  return (
    <article data-page="faq">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <form
          role="search"
          method="get"
          className="flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="grow">
            <label htmlFor="faq-search" className="block text-sm font-semibold text-slate-900">
              {t("help_faq_search_label")}
            </label>
            <p id="faq-search-hint" className="text-sm text-slate-600">
              {t("help_faq_search_hint")}
            </p>
            <input
              id="faq-search"
              name={FAQ_SEARCH_PARAM}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="faq-search-hint faq-search-count"
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
            />
          </div>
          <button type="submit" className={primaryButton}>
            {t("help_faq_search_button")}
          </button>
        </form>
        <p id="faq-search-count" role="status" className="mt-3 text-sm text-slate-700" data-faq-count={count}>
          {query
            ? count
              ? countOf("help_faq_results", count, lang, (key, vars) => t(key, { ...vars, query }))
              : t("help_faq_no_results", { query })
            : ""}
        </p>
        {query && (
          <a
            href="?"
            onClick={(event) => {
              event.preventDefault();
              setTyped("");
            }}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t("help_faq_clear")}
          </a>
        )}

        {!query && shown.length > 1 && (
          <nav aria-labelledby="faq-topics" className="mt-8">
            <h2 id="faq-topics" className="text-lg font-bold text-brand-900">
              {t("help_faq_topics")}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {shown.map((group) => (
                <li key={group.slug}>
                  <a
                    href={`#faq-${group.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50"
                  >
                    {group.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {shown.map((group) => (
          <section key={group.slug} id={`faq-${group.slug}`} aria-labelledby={`faq-${group.slug}-h`} className="mt-10">
            <h2 id={`faq-${group.slug}-h`} className="text-2xl font-bold text-brand-900">
              {group.name}
            </h2>
            {group.topics.map((topic) => (
              <div key={topic.slug} className="mt-5">
                <h3 className="text-lg font-semibold text-slate-900">{topic.name}</h3>
                <FaqDetails faqs={topic.faqs} open={Boolean(query)} />
              </div>
            ))}
          </section>
        ))}
        <NeedHelp />
      </div>
    </article>
  );
}
