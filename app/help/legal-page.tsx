/**
 * The legal pages (issue 16): privacy policy, website terms of use, UCC
 * disclaimer and medical declaration, from the `pages` collection: the text
 * section by section with a table of contents, the date it takes effect and
 * its version. Without an entry the page shows helmetdata's description.
 */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { NeedHelp, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { formatDisplayDate } from "~/text/display-date";
import type { LegalDocument } from "./help-content";

export function LegalPage({ seo, document, lang }: { seo: PageSeo; document: LegalDocument | null; lang: Lang }) {
  const t = usePhrases();
  return (
    <article data-page="legal">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{document?.summary || seo.intro}</p>
        {document?.effectiveDate && (
          <p className="mt-3 text-sm text-slate-700" data-legal-effective={document.effectiveDate}>
            {t("help_legal_effective", { date: formatDisplayDate(document.effectiveDate, lang) })}
            {document.version ? ` · ${t("help_legal_version", { version: document.version })}` : ""}
          </p>
        )}
      </PageHero>
      {document && document.sections.length > 0 && (
        <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start print:hidden">
            <h2 id="legal-contents" className="text-lg font-bold text-brand-900">
              {t("help_legal_contents")}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-h`}
                className="mb-8 scroll-mt-24"
              >
                <h2 id={`${section.id}-h`} className="text-xl font-bold text-brand-900">
                  {index + 1}. {section.heading}
                </h2>
                {section.blocks.map((block, i) =>
                  block.kind === "list" ? (
                    <ul key={i} className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={i} className="mt-3 leading-relaxed text-slate-800">
                      {block.text}
                    </p>
                  ),
                )}
              </section>
            ))}
            <NeedHelp />
          </div>
        </div>
      )}
      {!document && (
        <div className="mx-auto max-w-6xl px-4 pb-12">
          <NeedHelp />
        </div>
      )}
    </article>
  );
}
