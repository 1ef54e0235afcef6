import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { FaqList, PageHero } from "./content-page";
import { LeadFormCard } from "~/lead/lead-form-card";
import { TalkToExpertsButton } from "~/lead/talk-to-experts-button";
import type { ProductDetailView } from "./product-detail";
import { ProductAudience, ProductDetailSections } from "./product-detail-sections";

/** The anchor of the call-back form, where "get a price" leads on products without a quote journey. */
const CALLBACK_ANCHOR = "callback";

export interface ProductView {
  key: string;
  name: string;
  heading: string;
  intro: string;
  description: string;
  tooltip: string;
  /** A quote calculator for this product ("Get a price for {plan}"), when there is one. */
  priceLink: { href: string; label: string } | null;
  icon: { url: string; width: number; height: number } | null;
  highlights: { title: string; description: string | null }[];
  categories: string[];
  /** who it is for, cover, exclusions, sum insured, waiting or deductibles, add-ons, claims (issue 16) */
  detail: ProductDetailView | null;
  /** the product's policy wording, brochure and CIS on the downloads page */
  downloadsHref: string;
  related: { key: string; name: string; href: string }[];
}

/**
 * A product page from the catalogue (issue 2) with what a buyer needs to decide (issue 16): server
 * rendered, its questions in <details>, so it needs no script of its own (decision 061).
 */
export function ProductPage({ seo, product }: { seo: PageSeo; product: ProductView }) {
  const t = usePhrases();
  return (
    <article data-page="product" data-product-key={product.key}>
      <PageHero seo={seo}>
        <div className="mt-4 flex items-start gap-4">
          {product.icon && (
            <img
              src={product.icon.url}
              width={product.icon.width}
              height={product.icon.height}
              alt=""
              className="mt-1 size-12 shrink-0 rounded-lg bg-white p-1 shadow-sm"
            />
          )}
          <div>
            {product.tooltip && (
              <p className="mb-2 inline-block rounded-full bg-accent-400 px-3 py-0.5 text-sm font-semibold text-brand-900">
                {product.tooltip}
              </p>
            )}
            <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{product.intro}</p>
            {product.categories.length > 0 && (
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold">{t("product_categories")}:</span> {product.categories.join(" · ")}
              </p>
            )}
            {product.priceLink ? (
              <SiteLink
                to={product.priceLink.href}
                className="mt-5 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900"
                data-price-link=""
              >
                {product.priceLink.label}
              </SiteLink>
            ) : (
              // no quote journey for this line: the price comes from an expert who calls back
              <a
                href={`#${CALLBACK_ANCHOR}`}
                className="mt-5 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-900"
                data-callback-link=""
              >
                {t("pd_request_callback")}
              </a>
            )}
          </div>
        </div>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        {/* spec 4 "Lead form": the call-back form inline on product pages; first on small screens */}
        <LeadFormCard id={CALLBACK_ANCHOR} className="mb-10 scroll-mt-24 lg:col-start-2 lg:row-start-1 lg:mb-0" />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProductAudience detail={product.detail} />
          {product.highlights.length > 0 && (
            <section aria-labelledby="benefits-heading">
              <h2 id="benefits-heading" className="text-2xl font-bold text-brand-900">
                {t("product_key_benefits")}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {product.highlights.map((h) => (
                  <li key={h.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    <h3 className="font-semibold text-brand-900">{h.title}</h3>
                    <p className="mt-2 text-slate-700">{h.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProductDetailSections detail={product.detail} downloadsHref={product.downloadsHref} />
          {product.description && product.description !== product.intro && (
            <section aria-labelledby="about-heading" className="mt-10 max-w-3xl">
              <h2 id="about-heading" className="text-2xl font-bold text-brand-900">
                {t("product_about")}
              </h2>
              <p className="mt-3 text-slate-700">{product.description}</p>
            </section>
          )}
          <FaqList items={seo.faq} />
          <aside className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-6">
            <h2 className="text-lg font-bold text-brand-900">{t("product_call_to_buy")}</h2>
            <p className="mt-1 text-slate-700">{t("content_helpline_text")}</p>
            <TalkToExpertsButton className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">
              {t("product_talk_to_experts")}
            </TalkToExpertsButton>
          </aside>
          {product.related.length > 0 && (
            <section aria-labelledby="related-heading" className="mt-10">
              <h2 id="related-heading" className="text-xl font-bold text-brand-900">
                {t("product_more_in_category")}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {product.related.map((r) => (
                  <li key={r.key}>
                    <SiteLink
                      to={r.href}
                      className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2 text-brand-900 hover:bg-brand-50"
                    >
                      {r.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
