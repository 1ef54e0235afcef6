/**
 * A crop scheme page (issue 16, decision 062): the menu of the nine pages,
 * then the page's sections, each a text with an optional table (caption, th
 * scope, scrolling sideways inside a focusable region on a narrow screen),
 * document list or questions and answers.
 */
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { ArticleView } from "~/ui/article-view";
import type { CropPageData } from "./crop-data.server";
import type { CropSectionView, CropTableView } from "./crop-content";

function CropMenu({ menu }: { menu: CropPageData["menu"] }) {
  const t = usePhrases();
  return (
    <nav aria-label={t("crop_nav_label")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {menu.map((item) => (
          <li key={item.href}>
            <SiteLink
              to={item.href}
              aria-current={item.current ? "page" : undefined}
              className={
                item.current
                  ? "inline-block rounded-full border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white"
                  : "inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:border-brand-700"
              }
            >
              {t(item.label)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CropTable({ table, caption, id }: { table: CropTableView; caption: string; id: string }) {
  const [head, ...rest] = table.columns;
  return (
    <div className="mt-6">
      {/* a region of its own so that a keyboard can scroll a wide table on a narrow screen */}
      <div
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="min-w-full border-collapse text-left text-sm sm:text-base">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {[head!, ...rest].map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`px-3 py-2 align-bottom font-semibold ${column.numeric ? "text-right" : ""}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white text-slate-800">
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.cells.map((cell, c) => {
                  const content = row.dateTimes[c] ? <time dateTime={row.dateTimes[c]!}>{cell}</time> : cell;
                  const align = table.columns[c]?.numeric ? "text-right tabular-nums" : "";
                  return c === 0 ? (
                    <th key={c} scope="row" className={`px-3 py-2 font-semibold ${align}`}>
                      {content}
                    </th>
                  ) : (
                    <td key={c} className={`px-3 py-2 ${align}`}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && <p className="mt-2 text-sm text-slate-600">{table.note}</p>}
    </div>
  );
}

function CropDocuments({ documents }: { documents: CropSectionView["documents"] }) {
  const t = usePhrases();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {documents.map((d) => (
        <li key={`${d.href}-${d.title}`} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-brand-900">
            {d.external ? (
              <a href={d.href} rel="noopener" className="text-brand-700 underline underline-offset-4">
                {d.title}
              </a>
            ) : (
              <a href={d.href} download className="text-brand-700 underline underline-offset-4">
                {d.title}
              </a>
            )}
          </p>
          <p className="mt-1 text-slate-700">{d.description}</p>
          <p className="mt-2 text-sm text-slate-600">
            {d.external ? t("crop_document_external", { site: new URL(d.href).hostname }) : t("crop_document_pdf")}
            {d.publisher && ` · ${t("crop_document_publisher", { publisher: d.publisher })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

function CropSection({ section }: { section: CropSectionView }) {
  return (
    <section aria-labelledby={section.anchor} className="mt-12 first:mt-0">
      <h2 id={section.anchor} className="text-2xl font-bold text-brand-900">
        {section.title}
      </h2>
      {section.blocks.length > 0 && <ArticleView blocks={section.blocks} />}
      {section.table && <CropTable table={section.table} caption={section.title} id={section.anchor} />}
      {section.documents.length > 0 && <CropDocuments documents={section.documents} />}
      {section.faqs.length > 0 && (
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {section.faqs.map((f) => (
            <details key={f.question} className="group p-4">
              <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
                {f.question}
              </summary>
              <p className="mt-2 text-slate-700">{f.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

export function CropPage({ data }: { data: CropPageData }) {
  return (
    <article data-page={data.pageComponent}>
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{data.seo.intro}</p>
        <CropMenu menu={data.menu} />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {data.sections.map((section) => (
          <CropSection key={section.id} section={section} />
        ))}
        <FaqList items={data.pageFaqs} />
        <NeedHelp />
      </div>
    </article>
  );
}
