/**
 * The generic content page (a heading, its text and FAQs from helmetdata) and the lists some
 * content pages carry: /what-you-expect's promises and /sitemap's groups. A module of its own,
 * so pages that only borrow the hero and FAQ pieces (content-page.tsx) do not load these.
 */
import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import type { PageSeo } from "~/seo/page-seo";
import type { SitemapGroup } from "~/seo/sitemap.server";
import { countOf } from "~/text/amounts";
import { FaqList, NeedHelp, PageHero } from "./content-page";

export function ContentPage({
  seo,
  pageComponent,
  presetProduct,
  expectations = [],
  sitemap = null,
  lang = "en",
}: {
  seo: PageSeo;
  pageComponent: string;
  presetProduct: { key: string; name: string } | null;
  /** /what-you-expect's promises (issue 16) */
  expectations?: { id: number; title: string; description: string; href: string | null }[];
  /** /sitemap's groups of pages (issue 16) */
  sitemap?: SitemapGroup[] | null;
  lang?: Lang;
}) {
  const t = usePhrases();
  return (
    <article data-page={pageComponent} data-preset-product={presetProduct?.key}>
      <PageHero seo={seo}>
        {presetProduct && (
          <p className="mt-3 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
            {presetProduct.name}
          </p>
        )}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{seo.intro}</p>
        {expectations.length > 0 && (
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-expectations="">
            {expectations.map((e) => (
              <li
                key={e.id}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                data-expectation={e.id}
              >
                <h2 className="text-lg font-bold text-brand-900">{e.title}</h2>
                <p className="mt-2 text-slate-700">{e.description}</p>
                {e.href && (
                  <a
                    href={e.href}
                    className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    {t("expect_more")}
                    <span className="sr-only">: {e.title}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {sitemap && <VisitorSitemap groups={sitemap} lang={lang} />}
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}

/** /sitemap: a list of the groups to jump to, then each group's pages (plain links, no scripts needed). */
function VisitorSitemap({ groups, lang }: { groups: SitemapGroup[]; lang: Lang }) {
  const t = usePhrases();
  return (
    <div className="mt-8" data-sitemap="">
      <nav aria-labelledby="sitemap-contents" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="sitemap-contents" className="text-lg font-bold text-brand-900">
          {t("sitemap_contents")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.key}>
              <a
                href={`#sitemap-${group.key}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t(`sitemap_group_${group.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.key}
          id={`sitemap-${group.key}`}
          aria-labelledby={`sitemap-${group.key}-heading`}
          className="mt-10 scroll-mt-24"
          data-sitemap-group={group.key}
        >
          <h2 id={`sitemap-${group.key}-heading`} className="text-2xl font-bold text-brand-900">
            {t(`sitemap_group_${group.key}`)}{" "}
            <span className="text-base font-normal text-slate-600">
              ({countOf("sitemap_count", group.links.length, lang, t)})
            </span>
          </h2>
          <ul className="mt-4 grid gap-x-8 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {group.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center py-1 text-brand-700 underline-offset-2 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
