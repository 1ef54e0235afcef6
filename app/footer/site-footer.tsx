import { usePhrases } from "~/i18n/phrases";
import { telHref, type SiteBrand } from "~/layout/site-settings";
import type { Lang } from "~/i18n/languages";
import type { FooterData } from "./footer-data.server";

/** The minimal footer (issue 2): customer helpline, support e-mail, address, copyright. */
export function SiteFooter({ brand }: { brand: SiteBrand; lang: Lang; data: FooterData }) {
  const t = usePhrases();
  const customers = brand.helplines.find((h) => h.audience === "customers") ?? brand.helplines[0];
  return (
    <footer aria-label={t("footer_label")} className="mt-16 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-2">
        {customers && (
          <div>
            <p className="text-sm text-brand-100">{t("helpline_label")}</p>
            <a href={telHref(customers.number)} className="text-2xl font-bold tracking-wide hover:underline">
              {customers.number}
            </a>
            {customers.hours && <p className="text-sm text-brand-100">{customers.hours}</p>}
          </div>
        )}
        <div className="text-sm text-brand-100">
          {brand.supportEmail && (
            <p>
              {t("email_us")}:{" "}
              <a href={`mailto:${brand.supportEmail}`} className="text-white underline">
                {brand.supportEmail}
              </a>
            </p>
          )}
          {brand.legalAddress && <address className="mt-2 not-italic">{brand.legalAddress}</address>}
        </div>
      </div>
      <p className="border-t border-white/15 px-4 py-4 text-center text-xs text-brand-100">{brand.copyright}</p>
    </footer>
  );
}
