import { LANG_INFO, localizePath, type Lang } from "~/i18n/languages";
import { storeLanguage } from "~/i18n/language-choice";
import { usePhrases } from "~/i18n/phrases";

const LANG_NAME_KEYS: Record<Lang, string> = {
  en: "lang_english",
  hi: "lang_hindi",
  kn: "lang_kannada",
  as: "lang_assamese",
};

/**
 * Spec 2: the switch stores the choice and reloads into the chosen variant of
 * the current page. Plain links, so it works before (and without) JavaScript.
 */
export function LanguageSwitch({
  current,
  available,
  basePath,
  crop,
}: {
  current: Lang;
  available: readonly Lang[];
  basePath: string;
  crop: boolean;
}) {
  const t = usePhrases();
  return (
    <nav aria-label={t("choose_language")} className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t("language_label")}:</span>
      <ul className="flex items-center gap-1">
        {available.map((lang) => (
          <li key={lang}>
            <a
              href={localizePath(basePath, lang)}
              lang={LANG_INFO[lang].htmlLang}
              hrefLang={LANG_INFO[lang].htmlLang}
              aria-current={lang === current ? "true" : undefined}
              data-lang-option={lang}
              onClick={() => storeLanguage(lang, crop)}
              className={
                lang === current
                  ? "rounded-md bg-brand-900 px-2.5 py-1.5 font-semibold text-white"
                  : "rounded-md px-2.5 py-1.5 text-brand-900 underline-offset-4 hover:bg-brand-50 hover:underline"
              }
            >
              {t(LANG_NAME_KEYS[lang])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
