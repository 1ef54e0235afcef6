/**
 * `/agent` (issue 16): becoming an agent (helmetdata's text and FAQs, and the
 * `agentdocuments`: the guide, the application form, the code of conduct and
 * checking an agent, decision 066), and the
 * search of the register that lets a visitor check that whoever sells them a
 * policy is licensed with us, by name or licence code. A GET form: the answer
 * is server-rendered, works without scripts and can be shared.
 */
import { AGENT_SEARCH_PARAM, SEARCH_MAX_LENGTH } from "@contracts/help/help-search-params";
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { countOf, formatNumber } from "~/text/amounts";
import { formatDisplayDate } from "~/text/display-date";
import { primaryButton, TextField } from "~/ui/form-parts";
import type { AgentDocument, Licence } from "./help-content";
import type { AgentSearch } from "./help.server";

const STATUS_STYLE: Record<Licence["status"], string> = {
  active: "border-emerald-700 bg-emerald-50 text-emerald-900",
  suspended: "border-red-700 bg-red-50 text-red-900",
  expired: "border-red-700 bg-red-50 text-red-900",
};

function LicenceCard({ licence, lang }: { licence: Licence; lang: Lang }) {
  const t = usePhrases();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-licence={licence.code}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{licence.name}</h3>
        <p
          className={`rounded-full border px-3 py-1 text-sm font-semibold ${STATUS_STYLE[licence.status]}`}
          data-licence-status={licence.status}
        >
          {t(`help_agent_status_${licence.status}`)}
        </p>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">{t("help_agent_licence")}</dt>
          <dd className="font-mono text-slate-800">{licence.code}</dd>
        </div>
        {licence.category && (
          <div>
            <dt className="font-semibold text-slate-900">{t("help_agent_category")}</dt>
            <dd className="text-slate-700">{t(`help_agent_category_${licence.category}`)}</dd>
          </div>
        )}
        {(licence.city || licence.state) && (
          <div>
            <dt className="font-semibold text-slate-900">{t("help_agent_place")}</dt>
            <dd className="text-slate-700">{[licence.city, licence.state].filter(Boolean).join(", ")}</dd>
          </div>
        )}
        {licence.validFrom && licence.validTo && (
          <div>
            <dt className="font-semibold text-slate-900">{t("help_agent_validity")}</dt>
            <dd className="text-slate-700">
              {t("help_agent_valid", {
                from: formatDisplayDate(licence.validFrom, lang),
                to: formatDisplayDate(licence.validTo, lang),
              })}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

function AgentDocuments({ documents, lang }: { documents: AgentDocument[]; lang: Lang }) {
  const t = usePhrases();
  if (documents.length === 0) return null;
  return (
    <section id="agent-documents" aria-labelledby="agent-documents-heading" className="mt-10">
      <h2 id="agent-documents-heading" className="text-2xl font-bold text-brand-900">
        {t("agent_documents_heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("agent_documents_intro")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {documents.map((d) => (
          <li
            key={d.slug}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            data-agent-document={d.slug}
          >
            <h3 id={`agent-document-${d.slug}`} className="text-lg font-bold text-slate-900">
              {d.title}
            </h3>
            {d.description && <p className="mt-2 grow text-sm text-slate-700">{d.description}</p>}
            <a
              href={d.href}
              type="application/pdf"
              aria-describedby={`agent-document-${d.slug}`}
              className="mt-3 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {t("downloads_download_pdf_size", { size: formatNumber(d.sizeKb, lang) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AgentPage({
  seo,
  search,
  lang,
  documents,
}: {
  seo: PageSeo;
  search: AgentSearch;
  lang: Lang;
  documents: AgentDocument[];
}) {
  const t = usePhrases();
  const raw = search.state === "none" ? "" : search.raw;
  return (
    <article data-page="agent">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          id="verify-agent"
          aria-labelledby="verify-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="verify-heading" className="text-2xl font-bold text-brand-900">
            {t("help_agent_verify_heading")}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t("help_agent_verify_intro")}</p>
          <form
            role="search"
            method="get"
            action="#verify-agent"
            className="mt-4 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              id="agent-search"
              className="grow"
              name={AGENT_SEARCH_PARAM}
              type="search"
              maxLength={SEARCH_MAX_LENGTH + 20}
              defaultValue={raw}
              autoComplete="off"
              spellCheck={false}
              label={t("help_agent_search_label")}
              hint={t("help_agent_search_hint")}
              error={search.state === "invalid" ? search.problem : undefined}
            />
            <button type="submit" className={`${primaryButton} sm:mt-11`}>
              {t("help_agent_search_button")}
            </button>
          </form>
          {search.state === "done" && (
            <div className="mt-6" data-agent-results={search.licences.length}>
              <p role="status" className="font-semibold text-slate-900">
                {search.licences.length
                  ? countOf("help_agent_results", search.licences.length, lang, t)
                  : t("help_agent_none", { query: search.raw.trim() })}
              </p>
              {search.licences.length > 0 && (
                <ul className="mt-3 grid gap-4 md:grid-cols-2">
                  {search.licences.map((licence) => (
                    <LicenceCard key={licence.code} licence={licence} lang={lang} />
                  ))}
                </ul>
              )}
            </div>
          )}
        </section>
        <AgentDocuments documents={documents} lang={lang} />
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}
