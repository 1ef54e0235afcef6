import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { PageHero } from "./content-page";
import { countOf } from "~/text/amounts";
import type { Lang } from "@contracts/i18n/languages";
import type { CampaignBanner } from "~/content/campaign-banners";
import { CampaignBannerList } from "~/ui/campaign-banner-list";

export interface ListingSection {
  id: number;
  name: string;
  products: { key: string; name: string; summary: string; icon: string | null; href: string }[];
}

/** A line of business on /product: its categories with their products. */
export interface ListingLine {
  id: number;
  name: string;
  /** the line's own listing page */
  href: string;
  productCount: number;
  sections: ListingSection[];
}

/** /product (issue 16): every line on sale, with a jump list, each line's categories and products. */
export function AllLinesPage({
  seo,
  lines,
  lang,
  withdrawnHref,
}: {
  seo: PageSeo;
  lines: ListingLine[];
  lang: Lang;
  withdrawnHref: string | null;
}) {
  const t = usePhrases();
  return (
    <article data-page="product-lines">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
        <nav aria-label={t("pd_lines_nav")} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {lines.map((line) => (
              <li key={line.id}>
                <a
                  href={`#line-${line.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {line.name} · {countOf("pd_line_products", line.productCount, lang, t)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-14 px-4">
        {lines.map((line) => (
          <section
            key={line.id}
            id={`line-${line.id}`}
            aria-labelledby={`line-heading-${line.id}`}
            className="scroll-mt-24"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
              <h2 id={`line-heading-${line.id}`} className="text-3xl font-bold text-brand-900" data-line={line.href}>
                {line.name}
              </h2>
              <SiteLink to={line.href} className="font-semibold text-brand-800 underline hover:text-brand-900">
                {t("pd_see_line", { line: line.name })}
              </SiteLink>
            </div>
            <div className="mt-6 space-y-8">
              {line.sections.map((section) => (
                <CategorySection key={section.id} section={section} level={3} lang={lang} />
              ))}
            </div>
          </section>
        ))}
        {withdrawnHref && (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
            {t("pd_withdrawn_text")}{" "}
            <SiteLink to={withdrawnHref} className="font-semibold text-brand-800 underline hover:text-brand-900">
              {t("pd_withdrawn_link")}
            </SiteLink>
          </p>
        )}
      </div>
    </article>
  );
}

export function ProductListingPage({
  seo,
  sections,
  lang,
  campaigns = [],
}: {
  seo: PageSeo;
  sections: ListingSection[];
  lang: Lang;
  /** the live campaign banners of this listing (issue 16) */
  campaigns?: CampaignBanner[];
}) {
  const t = usePhrases();
  return (
    <article data-page="product-listing">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <CampaignBannerList banners={campaigns} headingId="listing-campaigns-title" />
      <div className="mx-auto max-w-6xl space-y-10 px-4">
        {sections.length === 0 && <p className="text-slate-700">{t("listing_subcategory_empty")}</p>}
        {sections.map((section) => (
          <CategorySection key={section.id} section={section} level={2} lang={lang} />
        ))}
      </div>
    </article>
  );
}

/** One category's products as cards, under a heading of the given level. */
function CategorySection({ section, level, lang }: { section: ListingSection; level: 2 | 3; lang: Lang }) {
  const t = usePhrases();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`cat-${section.id}`}>
      <Heading
        id={`cat-${section.id}`}
        className={level === 2 ? "text-2xl font-bold text-brand-900" : "text-xl font-bold text-brand-900"}
      >
        {section.name}{" "}
        <span className="text-base font-normal text-slate-600">
          ({countOf("pd_line_products", section.products.length, lang, t)})
        </span>
      </Heading>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.products.map((p) => (
          <li key={p.key}>
            <SiteLink
              to={p.href}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              {p.icon && <img src={p.icon} width={40} height={40} alt="" loading="lazy" className="size-10 shrink-0" />}
              <span>
                <span className="block font-semibold text-brand-900">{p.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{p.summary}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
