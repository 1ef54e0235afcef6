import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";

/** spec 2/8: the not-found page, in the language of the address's suffix. */
export function NotFoundPage({ lang, helpline }: { lang: Lang; helpline?: string }) {
  const t = usePhrases();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" data-page="not-found">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("not_found_title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("not_found_message")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink
          to={localizePath("/", siteLanguage(lang))}
          className="rounded-lg bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("not_found_home")}
        </SiteLink>
        <SiteLink
          to={localizePath("/product/retail", siteLanguage(lang))}
          className="rounded-lg border border-brand-900 px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t("not_found_products")}
        </SiteLink>
      </div>
      {helpline && (
        <p className="mt-8 text-slate-700">
          {t("not_found_help")}:{" "}
          <a href={`tel:${helpline.replace(/\s/g, "")}`} className="font-semibold text-brand-900 underline">
            {helpline}
          </a>
        </p>
      )}
    </section>
  );
}

export function ErrorPage() {
  const t = usePhrases();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" data-page="error">
      <h1 className="text-3xl font-bold text-brand-900">{t("error_title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("error_message")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-lg bg-brand-900 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t("error_retry")}
      </button>
    </section>
  );
}
