/**
 * The QR-code landings of a product's feature pages (issue 16, decision 061):
 * /language-preference/{productname} lets a visitor who scanned the code on a
 * brochure or policy pack pick a language; /product-features/{product_code}/{tag}
 * explains one feature in it. An unknown product, code or tag is a 404.
 */
import type { AppLoadContext } from "react-router";
import { LANG_INFO, localizedField, localizePath, SITE_LANGS, type Lang } from "@contracts/i18n/languages";
import {
  getPhrases,
  getQrLanguages,
  getQrProducts,
  requireQrFeatures,
  requireQrProductByCode,
  requireQrProductByName,
} from "~/content/queries";
import { translate } from "~/i18n/phrases";
import { productHref } from "~/routing/product-href";
import type { ResolvedPage } from "~/routing/resolve-page";
import { truncateText } from "~/text/truncate";
import { noSuchPage, seoFor } from "./page-loading.server";
import { PRODUCT_DETAIL_PHRASE_PAGES } from "./product-page.server";

export interface QrLanguageChoice {
  /** the language's own name (हिंदी, ಕನ್ನಡ) */
  label: string;
  /** BCP 47, for the link's `lang` and `hrefLang` */
  hreflang: string;
  href: string;
}

/** The path of a feature page in a language. */
export function featurePath(productCode: string, tag: string, lang: Lang): string {
  return localizePath(`/product-features/${encodeURIComponent(productCode)}/${encodeURIComponent(tag)}`, lang);
}

/** qrlanguages spell languages as `languages` does (en, hi, kannad): the site languages among them, in their order. */
function siteLanguagesOf(entries: readonly { language: string; label: string }[]) {
  return entries.flatMap((entry) => {
    const lang = SITE_LANGS.find((l) => LANG_INFO[l].contentLanguage === entry.language);
    return lang ? [{ lang, label: entry.label }] : [];
  });
}

export async function loadLanguagePreferencePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const productname = page.params.productname;
  const phrases = await getPhrases(context.content, PRODUCT_DETAIL_PHRASE_PAGES, lang);
  if (!productname) {
    // /language-preference: every product with feature pages
    const products = await getQrProducts(context.content);
    const seo = await seoFor(context, page, url, "language-preference");
    return {
      kind: "index" as const,
      seo,
      phrases,
      products: products.map((p) => ({
        name: localizedField(p, "Name", lang),
        href: localizePath(`/language-preference/${encodeURIComponent(p.productname)}`, lang),
      })),
    };
  }
  const product = await requireQrProductByName(context.content, productname);
  if (!product) noSuchPage(url);
  const [features, languages] = await Promise.all([
    requireQrFeatures(context.content, product.id),
    getQrLanguages(context.content),
  ]);
  const first = features[0];
  if (!first) noSuchPage(url);
  const name = localizedField(product, "Name", lang);
  const heading = translate(phrases, "qr_choose_language");
  const seo = await seoFor(context, page, url, `language-preference/${product.productname}`, {
    heading: `${name}: ${heading}`,
    description: translate(phrases, "qr_choose_language_intro", { product: name }),
  });
  return {
    kind: "product" as const,
    seo,
    phrases,
    name,
    choices: siteLanguagesOf(languages).map(({ lang: choice, label }): QrLanguageChoice => ({
      label,
      hreflang: LANG_INFO[choice].hreflang,
      href: featurePath(product.product_code, first.tag, choice),
    })),
    features: features.map((f) => ({
      title: localizedField(f, "title", lang),
      href: featurePath(product.product_code, f.tag, lang),
    })),
  };
}

export async function loadProductFeaturePage(context: AppLoadContext, page: ResolvedPage, url: URL) {
  const { lang } = page;
  const code = page.params.product_code;
  const tag = page.params.tag;
  if (!code || !tag) noSuchPage(url);
  const product = await requireQrProductByCode(context.content, code);
  if (!product) noSuchPage(url);
  const [features, languages, phrases] = await Promise.all([
    requireQrFeatures(context.content, product.id),
    getQrLanguages(context.content),
    getPhrases(context.content, PRODUCT_DETAIL_PHRASE_PAGES, lang),
  ]);
  const feature = features.find((f) => f.tag === tag);
  if (!feature) noSuchPage(url);
  const name = localizedField(product, "Name", lang);
  const title = localizedField(feature, "title", lang);
  const description = localizedField(feature, "description", lang);
  const seo = await seoFor(context, page, url, `product-features/${code}/${tag}`, {
    heading: title,
    description: truncateText(description, 160),
  });
  seo.title = `${title} | ${name}`;
  return {
    kind: "feature" as const,
    seo,
    phrases,
    productName: name,
    title,
    description,
    productHref: product.product ? productHref(product.product.key, lang) : null,
    otherFeatures: features
      .filter((f) => f.tag !== tag)
      .map((f) => ({ title: localizedField(f, "title", lang), href: featurePath(code, f.tag, lang) })),
    otherLanguages: siteLanguagesOf(languages)
      .filter((l) => l.lang !== lang)
      .map(({ lang: other, label }): QrLanguageChoice => ({
        label,
        hreflang: LANG_INFO[other].hreflang,
        href: featurePath(code, tag, other),
      })),
  };
}
