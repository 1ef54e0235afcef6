import { usePhrases } from "~/i18n/phrases";
import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { telHref, type SiteBrand } from "~/layout/site-settings";
import { SiteLink } from "~/routing/site-link";
import type { FooterData } from "./footer-data.server";
import { ContentAnchor } from "~/ui/content-anchor";
import { FooterAccordion } from "./footer-accordion";
import { StoreLinks } from "~/ui/store-links";
import { SocialLinks } from "./social-links";
import { ScrollToTop } from "./scroll-to-top";
import { ManagePoliciesButton } from "./manage-policies-modal";
import { Icon } from "~/ui/icon";

/** The helplines the footer shows (spec 9: footer and customers 1800 102 1111; spec 6: agents apart). */
const FOOTER_HELPLINE_AUDIENCES = ["customers", "agents"];

/**
 * The common footer (spec 2): menu columns, Our Products and Popular
 * Keywords accordions, vision and mission, store links, the regulator's
 * consumer portal, social links, address, copyright, helplines, best-viewed
 * note; with the scroll-to-top button and the Recent Quote panel.
 */
export function SiteFooter({ brand, lang, data }: { brand: SiteBrand; lang: Lang; data: FooterData }) {
  const t = usePhrases();
  const helplines = brand.helplines.filter((h) => FOOTER_HELPLINE_AUDIENCES.includes(h.audience));
  const menus = data.menus ?? [];
  const products = data.products ?? [];
  const keywords = data.keywords ?? [];
  const objectives = data.objectives ?? [];
  const stores = data.stores ?? { appStore: null, playStore: null };

  return (
    <>
      <footer aria-label={t("footer_label")} className="bg-brand-900 text-white" data-site-footer="">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8">
          <div className="grid gap-10 lg:grid-cols-[17rem_1fr]">
            <div>
              <SiteLink
                to={localizePath("/", siteLanguage(lang))}
                aria-label={t("home_link_label")}
                className="inline-flex rounded-xl bg-white px-3 py-2"
              >
                {brand.logo ? (
                  <img
                    src={brand.logo.url}
                    width={brand.logo.width}
                    height={brand.logo.height}
                    alt={brand.brandName}
                    loading="lazy"
                    className="h-10 w-auto"
                  />
                ) : (
                  <span className="text-lg font-bold text-brand-900">{brand.brandName}</span>
                )}
              </SiteLink>
              {helplines.length > 0 && (
                <div className="mt-6 space-y-4" data-footer-helplines="">
                  {helplines.map((h) => (
                    <p key={h.number}>
                      <span className="block text-sm text-brand-100">{h.label}</span>
                      <a
                        href={telHref(h.number)}
                        className="text-xl font-bold tracking-wide text-white underline-offset-4 hover:underline"
                      >
                        {h.number}
                      </a>
                      {h.hours && <span className="block text-sm text-brand-100">{h.hours}</span>}
                    </p>
                  ))}
                </div>
              )}
              {brand.supportEmail && (
                <p className="mt-4 text-sm text-brand-100">
                  {t("email_us")}:{" "}
                  <a
                    href={`mailto:${brand.supportEmail}`}
                    className="break-all text-white underline underline-offset-2"
                  >
                    {brand.supportEmail}
                  </a>
                </p>
              )}
              {data.social && data.social.length > 0 && <SocialLinks links={data.social} className="mt-6" />}
            </div>

            {menus.length > 0 && (
              <nav aria-label={t("footer_menu_label")}>
                <ul className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3" data-footer-menus="">
                  {menus.map((menu) => (
                    <li key={menu.id}>
                      <h2 className="footer-heading">{menu.title}</h2>
                      <ul className="footer-links mt-3 space-y-2 text-sm">
                        {menu.links.map((item) => (
                          <li key={`${item.label}-${item.link.href}`}>
                            <ContentAnchor link={item.link}>
                              {item.label}
                              {item.link.kind === "download" && (
                                <Icon name="download" className="ml-1 inline size-3.5" />
                              )}
                              {item.link.kind === "external" && <Icon name="external" className="ml-1 inline size-3" />}
                            </ContentAnchor>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>

          <div className="mt-12 border-y border-white/15">
            {products.length > 0 && (
              <FooterAccordion id="footer-products" title={t("footer_our_products")}>
                <ul className="footer-links grid grid-cols-1 gap-x-6 gap-y-2 pb-6 text-sm min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                  {products.map((p) => (
                    <li key={p.id}>
                      <SiteLink to={p.href}>{p.name}</SiteLink>
                    </li>
                  ))}
                </ul>
              </FooterAccordion>
            )}
            {keywords.length > 0 && (
              <FooterAccordion id="footer-keywords" title={t("footer_popular_keywords")} bordered={products.length > 0}>
                <ul className="footer-chips flex flex-wrap gap-2 pb-6 text-sm">
                  {keywords.map((k) => (
                    <li key={`${k.label}-${k.link.href}`}>
                      <ContentAnchor link={k.link}>{k.label}</ContentAnchor>
                    </li>
                  ))}
                </ul>
              </FooterAccordion>
            )}
          </div>

          <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1fr_20rem]">
            {objectives.map((o) => (
              <section key={o.title} aria-labelledby={`footer-objective-${o.kind ?? o.title}`} data-footer-objective="">
                <h2 id={`footer-objective-${o.kind ?? o.title}`} className="footer-heading">
                  {o.kind === "vision" ? t("footer_vision") : o.kind === "mission" ? t("footer_mission") : o.title}
                </h2>
                <p className="mt-2 text-sm leading-relaxed text-brand-100">{o.description}</p>
              </section>
            ))}
            <section aria-labelledby="footer-app-title">
              <h2 id="footer-app-title" className="footer-heading">
                {t("footer_download_app")}
              </h2>
              <StoreLinks stores={stores} className="mt-3" />
              <ManagePoliciesButton stores={stores} image={data.appImage ?? null} />
            </section>
          </div>

          <div className="mt-10 flex flex-col gap-6 border-t border-white/15 pt-8 md:flex-row md:items-center md:justify-between">
            {data.consumerPortalUrl && (
              <a
                href={data.consumerPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-consumer-portal=""
                className="inline-flex items-center gap-3 self-start rounded-xl bg-white px-4 py-2.5 text-brand-900 hover:bg-brand-50"
              >
                <Icon name="shield" className="size-9 shrink-0" />
                <span className="leading-tight">
                  <span className="block text-xs font-semibold text-slate-600">
                    {t("footer_regulator_badge_small")}
                  </span>
                  <span className="block font-bold">{t("footer_regulator_badge")}</span>
                </span>{" "}
                <span className="sr-only">({t("footer_link_new_tab")})</span>
              </a>
            )}
            <p className="max-w-xl text-sm text-brand-100 md:text-right" data-best-viewed="">
              {t("footer_best_viewed")}
            </p>
          </div>
        </div>
        <div className="bg-[#08234a] py-5 text-sm text-brand-100">
          <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 md:flex-row md:justify-between md:gap-8">
            {brand.legalAddress && (
              <address className="not-italic">
                <span className="font-semibold text-white">{t("footer_registered_office")}: </span>
                {brand.legalAddress}
              </address>
            )}
            {brand.copyright && <p className="md:max-w-sm md:text-right">{brand.copyright}</p>}
          </div>
        </div>
      </footer>
      <ScrollToTop />
    </>
  );
}
