/**
 * /downloads (issue 16, decision 060): each line's policy wordings, brochures, Customer
 * Information Sheets, proposal forms and claim forms as PDF files, filtered by line of business
 * and document type with a GET form the server answers (it works before hydration and the
 * filtered address can be shared).
 */
import {
  DOWNLOAD_LINE_PARAM,
  DOWNLOAD_PRODUCT_PARAM,
  DOWNLOAD_TYPE_PARAM,
  DOWNLOAD_TYPES,
} from "@contracts/regulatory/regulatory-params";
import { localizePath } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import { countOf, formatNumber } from "~/text/amounts";
import { inputClass, primaryButton } from "~/ui/form-parts";
import type { DownloadDocument } from "./regulatory-content";
import type { DownloadsPageData } from "./regulatory.server";

function DocumentCard({ document, lang }: { document: DownloadDocument; lang: DownloadsPageData["lang"] }) {
  const t = usePhrases();
  const titleId = `download-${document.slug}`;
  return (
    <li
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-download={document.slug}
      data-download-type={document.type}
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {t(`downloads_type_${document.type.replaceAll("-", "_")}`)}
      </p>
      <h3 id={titleId} className="mt-1 text-lg font-bold text-slate-900">
        {document.title}
      </h3>
      {document.description && <p className="mt-2 grow text-sm text-slate-700">{document.description}</p>}
      {document.version && <p className="mt-2 font-mono text-xs text-slate-600">{document.version}</p>}
      <a
        href={document.href}
        className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        aria-describedby={titleId}
        type="application/pdf"
      >
        {document.sizeKb === null
          ? t("downloads_download_pdf")
          : t("downloads_download_pdf_size", { size: formatNumber(document.sizeKb, lang) })}
      </a>
    </li>
  );
}

export function DownloadsPage({ data }: { data: DownloadsPageData }) {
  const t = usePhrases();
  const { seo, lang, lines, filter, groups, count, productName } = data;
  const filtered = Boolean(filter.line || filter.type || filter.product);
  return (
    <article data-page="downloads">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <form
          method="get"
          action="#documents"
          aria-labelledby="downloads-filter-heading"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          data-downloads-filter=""
        >
          <h2 id="downloads-filter-heading" className="text-lg font-bold text-brand-900 sm:col-span-3">
            {t("downloads_filter_heading")}
          </h2>
          {filter.product && <input type="hidden" name={DOWNLOAD_PRODUCT_PARAM} value={filter.product} />}
          <div>
            <label htmlFor="downloads-line" className="block text-sm font-semibold text-slate-900">
              {t("downloads_line_label")}
            </label>
            <select
              id="downloads-line"
              name={DOWNLOAD_LINE_PARAM}
              defaultValue={filter.line ?? ""}
              className={inputClass(false)}
            >
              <option value="">{t("downloads_all_lines")}</option>
              {lines.map((line) => (
                <option key={line.slug} value={line.slug}>
                  {line.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="downloads-type" className="block text-sm font-semibold text-slate-900">
              {t("downloads_type_label")}
            </label>
            <select
              id="downloads-type"
              name={DOWNLOAD_TYPE_PARAM}
              defaultValue={filter.type ?? ""}
              className={inputClass(false)}
            >
              <option value="">{t("downloads_all_types")}</option>
              {DOWNLOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`downloads_type_${type.replaceAll("-", "_")}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={primaryButton}>
            {t("downloads_filter_button")}
          </button>
        </form>
        <div id="documents" className="mt-6 scroll-mt-24">
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <p role="status" className="font-semibold text-slate-900" data-downloads-count={count}>
              {productName && (
                <span data-downloads-product="">{t("downloads_of_product", { product: productName })} · </span>
              )}
              {count ? countOf("downloads_count", count, lang, t) : t("downloads_none")}
            </p>
            {filtered && (
              <a href={localizePath("/downloads", lang)} className="text-brand-700 underline hover:text-brand-900">
                {t("downloads_show_all")}
              </a>
            )}
          </div>
          {groups.map((group) => (
            <section
              key={group.slug}
              aria-labelledby={`line-${group.slug}`}
              className="mt-8"
              data-download-line={group.slug}
            >
              <h2 id={`line-${group.slug}`} className="text-2xl font-bold text-brand-900">
                {group.name}
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {group.documents.map((document) => (
                  <DocumentCard key={document.slug} document={document} lang={lang} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-8 max-w-3xl text-sm text-slate-700">{t("downloads_note")}</p>
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}
