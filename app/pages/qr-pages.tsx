/** The QR-code landings (issue 16): pick a language for a product's features, and one feature. */
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";
import { PageHero } from "./content-page";
import type { QrLanguageChoice } from "./qr-pages.server";

const linkCard =
  "flex min-h-14 items-center justify-between rounded-xl border border-slate-200 bg-white px-5 py-3 text-lg font-semibold text-brand-900 shadow-sm hover:border-brand-300 hover:bg-brand-50";

export type QrPageData =
  | { kind: "index"; seo: PageSeo; products: { name: string; href: string }[] }
  | {
      kind: "product";
      seo: PageSeo;
      name: string;
      choices: QrLanguageChoice[];
      features: { title: string; href: string }[];
    }
  | {
      kind: "feature";
      seo: PageSeo;
      productName: string;
      title: string;
      description: string;
      productHref: string | null;
      otherFeatures: { title: string; href: string }[];
      otherLanguages: QrLanguageChoice[];
    };

export function QrPage({ data }: { data: QrPageData }) {
  switch (data.kind) {
    case "index":
      return <QrIndex data={data} />;
    case "product":
      return <LanguageChoice data={data} />;
    case "feature":
      return <FeaturePage data={data} />;
  }
}

function QrIndex({ data }: { data: Extract<QrPageData, { kind: "index" }> }) {
  const t = usePhrases();
  return (
    <article data-page="language-preference">
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("qr_products_intro")}</p>
      </PageHero>
      <section aria-labelledby="qr-products-heading" className="mx-auto max-w-3xl px-4">
        <h2 id="qr-products-heading" className="text-2xl font-bold text-brand-900">
          {t("qr_products_heading")}
        </h2>
        <ul className="mt-4 space-y-3">
          {data.products.map((p) => (
            <li key={p.href}>
              <SiteLink to={p.href} className={linkCard}>
                {p.name}
                <span aria-hidden="true">→</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function LanguageChoice({ data }: { data: Extract<QrPageData, { kind: "product" }> }) {
  const t = usePhrases();
  return (
    <article data-page="language-preference">
      <PageHero seo={data.seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("qr_choose_language_intro", { product: data.name })}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4">
        {/* each language named in itself, so a visitor finds theirs whatever the page's language */}
        <ul className="grid gap-3 sm:grid-cols-3" data-language-choices="">
          {data.choices.map((c) => (
            <li key={c.href}>
              {/* another language is a whole page load: the layout's words change with it */}
              <a href={c.href} lang={c.hreflang} hrefLang={c.hreflang} className={linkCard}>
                {c.label}
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
        <section aria-labelledby="qr-features-heading">
          <h2 id="qr-features-heading" className="text-2xl font-bold text-brand-900">
            {t("qr_features_heading", { product: data.name })}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {data.features.map((f) => (
              <li key={f.href}>
                <SiteLink to={f.href} className="text-brand-800 underline hover:text-brand-900">
                  {f.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}

function FeaturePage({ data }: { data: Extract<QrPageData, { kind: "feature" }> }) {
  const t = usePhrases();
  return (
    <article data-page="product-feature">
      <PageHero seo={data.seo}>
        <p className="mt-2 text-base font-semibold text-brand-800">{data.productName}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-10 px-4">
        <p className="text-lg leading-relaxed text-slate-800" data-feature-description="">
          {data.description}
        </p>
        {data.otherFeatures.length > 0 && (
          <section aria-labelledby="other-features-heading">
            <h2 id="other-features-heading" className="text-xl font-bold text-brand-900">
              {t("qr_other_features")}
            </h2>
            <ul className="mt-3 space-y-3">
              {data.otherFeatures.map((f) => (
                <li key={f.href}>
                  <SiteLink to={f.href} className={linkCard}>
                    {f.title}
                    <span aria-hidden="true">→</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav aria-labelledby="other-languages-heading">
          <h2 id="other-languages-heading" className="text-xl font-bold text-brand-900">
            {t("qr_change_language")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {data.otherLanguages.map((l) => (
              <li key={l.href}>
                <a
                  href={l.href}
                  lang={l.hreflang}
                  hrefLang={l.hreflang}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {data.productHref && (
          <SiteLink
            to={data.productHref}
            className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {t("qr_view_product")}
          </SiteLink>
        )}
      </div>
    </article>
  );
}
