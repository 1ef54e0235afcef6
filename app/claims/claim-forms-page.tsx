/**
 * Claim forms download (issue 14, spec 2 "Claims": /claim/claims-form-download):
 * the blank claim form of each line of business as a PDF, in a list a person
 * can filter by line and by words of its name. Before hydration (or without
 * scripts) the whole list shows; the filter appears with scripts.
 */
import { useEffect, useState } from "react";
import { CLAIM_FORM_LINES, CLAIM_FORMS, claimFormKeyword, claimFormPath } from "@contracts/claims/claim-forms";
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { inputClass } from "~/ui/form-parts";

export function ClaimFormsPage({ seo, lang }: { seo: PageSeo; lang: Lang }) {
  const t = usePhrases();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [line, setLine] = useState("");
  const [words, setWords] = useState("");
  const wanted = words.trim().toLocaleLowerCase(lang);
  const shown = CLAIM_FORMS.filter(
    (form) =>
      (!line || form.line === line) &&
      (!wanted ||
        `${t(claimFormKeyword(form.slug, "title"))} ${t(claimFormKeyword(form.slug, "desc"))}`
          .toLocaleLowerCase(lang)
          .includes(wanted)),
  );
  const plural = new Intl.PluralRules(lang).select(shown.length) === "one" ? "one" : "other";

  return (
    <article data-page="claim-forms">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {hydrated && (
          <div
            className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
            data-claim-forms-filter=""
          >
            <div>
              <label htmlFor="cf-line" className="block text-sm font-semibold text-slate-900">
                {t("claim_forms_line_label")}
              </label>
              <select id="cf-line" value={line} onChange={(e) => setLine(e.target.value)} className={inputClass(false)}>
                <option value="">{t("claim_forms_all")}</option>
                {CLAIM_FORM_LINES.map((l) => (
                  <option key={l} value={l}>
                    {t(`claim_forms_line_${l}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="cf-words" className="block text-sm font-semibold text-slate-900">
                {t("claim_forms_search_label")}
              </label>
              <input
                id="cf-words"
                type="search"
                value={words}
                onChange={(e) => setWords(e.target.value)}
                className={inputClass(false)}
              />
            </div>
          </div>
        )}
        <p className="mt-5 text-sm font-semibold text-slate-700" role="status" data-claim-forms-count={shown.length}>
          {shown.length === 0
            ? t("claim_forms_none")
            : t(`claim_forms_count_${plural}`, { count: new Intl.NumberFormat("en-IN").format(shown.length) })}
        </p>
        <ul className="mt-3 grid gap-4 md:grid-cols-2" data-claim-forms-list="">
          {shown.map((form) => (
            <li
              key={form.slug}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              data-claim-form={form.slug}
            >
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {t(`claim_forms_line_${form.line}`)}
              </p>
              <h2 className="mt-1 text-lg font-bold text-slate-900">{t(claimFormKeyword(form.slug, "title"))}</h2>
              <p className="mt-1 grow text-sm text-slate-700">{t(claimFormKeyword(form.slug, "desc"))}</p>
              <a
                href={claimFormPath(form.slug)}
                className="mt-4 inline-flex items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-2"
                download
              >
                {t("claim_forms_download")}
                <span className="sr-only">: {t(claimFormKeyword(form.slug, "title"))}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{t("claim_forms_english_note")}</p>
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
