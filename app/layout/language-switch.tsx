import { LANG_INFO, localizePath, type Lang } from "@contracts/i18n/languages";
import { storeLanguage } from "~/i18n/language-choice";
import { usePhrases } from "~/i18n/phrases";

const LANG_NAME_KEYS: Record<Lang, string> = {
  en: "lang_english",
  hi: "lang_hindi",
  kn: "lang_kannada",
  as: "lang_assamese",
};

const VARIANTS = {
  light: {
    current: "rounded-md bg-brand-900 px-2.5 py-1.5 font-semibold text-white",
    other: "rounded-md px-2.5 py-1.5 text-brand-900 underline-offset-4 hover:bg-brand-50 hover:underline",
  },
  dark: {
    current: "rounded-md bg-on-bar px-2 py-1 font-semibold text-bar",
    other: "rounded-md px-2 py-1 text-on-bar underline-offset-4 hover:bg-on-bar/15 hover:underline",
  },
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
  variant = "light",
}: {
  current: Lang;
  available: readonly Lang[];
  basePath: string;
  crop: boolean;
  /** "dark": on the header's dark top bar; "light": on a white surface (mobile menu) */
  variant?: "dark" | "light";
}) {
  const t = usePhrases();
  const styles = VARIANTS[variant];
  return (
    <nav aria-label={t("choose_language")} className="flex items-center gap-1 text-sm" data-language-switch>
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
              className={lang === current ? styles.current : styles.other}
            >
              {t(LANG_NAME_KEYS[lang])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
