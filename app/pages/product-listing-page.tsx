import type { Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { countOf } from "~/text/amounts";
import { PageHero } from "./content-page";

export interface ListingSection {
  id: number;
  name: string;
  products: { key: string; name: string; summary: string; icon: string | null; href: string }[];
}

export function ProductListingPage({ seo, lang, sections }: { seo: PageSeo; lang: Lang; sections: ListingSection[] }) {
  const t = usePhrases();
  return (
    <article data-page="product-listing">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-10 px-4">
        {sections.length === 0 && <p className="text-slate-700">{t("listing_subcategory_empty")}</p>}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`cat-${section.id}`}>
            <h2 id={`cat-${section.id}`} className="text-2xl font-bold text-brand-900">
              {section.name}{" "}
              <span className="text-base font-normal text-slate-600">
                ({countOf("listing_products_count", section.products.length, lang, t)})
              </span>
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {section.products.map((p) => (
                <li key={p.key}>
                  <SiteLink
                    to={p.href}
                    className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                  >
                    {p.icon && (
                      <img src={p.icon} width={40} height={40} alt="" loading="lazy" className="size-10 shrink-0" />
                    )}
                    <span>
                      <span className="block font-semibold text-brand-900">{p.name}</span>
                      <span className="mt-1 block text-sm text-slate-600">{p.summary}</span>
                    </span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
