import { SiteLink } from "~/routing/site-link";
import { localizePath, type Lang } from "~/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { LanguageSwitch } from "~/layout/language-switch";
import type { SiteBrand } from "~/layout/site-settings";
import type { HeaderData } from "./header-data.server";

/** The minimal header (issue 2): logo and language switch. */
export function SiteHeader({
  brand,
  lang,
  langs,
  basePath,
  crop,
}: {
  data: HeaderData;
  brand: SiteBrand;
  lang: Lang;
  langs: readonly Lang[];
  basePath: string;
  crop: boolean;
}) {
  const t = usePhrases();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <SiteLink to={localizePath("/", lang)} aria-label={t("home_link_label")} className="inline-flex shrink-0">
          {brand.logo ? (
            <img
              src={brand.logo.url}
              width={brand.logo.width}
              height={brand.logo.height}
              alt={brand.brandName}
              className="h-11 w-auto"
            />
          ) : (
            <span className="text-lg font-bold text-brand-900">{brand.brandName}</span>
          )}
        </SiteLink>
        <LanguageSwitch current={lang} available={langs} basePath={basePath} crop={crop} />
      </div>
    </header>
  );
}
