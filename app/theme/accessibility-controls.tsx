import { useEffect, useState } from "react";
import { usePhrases } from "~/i18n/phrases";
import {
  applyTextSize,
  applyTheme,
  currentTextSize,
  currentTheme,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  type Theme,
} from "./display-preferences";

const buttonClass =
  "inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 font-semibold leading-none hover:bg-on-bar/15 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:bg-on-bar aria-pressed:text-bar";

/**
 * spec 2 "Top bar": text size decrease, reset and increase; default or dark
 * theme. The server renders the default state; the stored choice (already
 * shown by the pre-paint script) is read once the page is interactive.
 */
export function AccessibilityControls() {
  const t = usePhrases();
  const [theme, setTheme] = useState<Theme>("default");
  const [size, setSize] = useState(0);

  useEffect(() => {
    setTheme(currentTheme());
    setSize(currentTextSize());
  }, []);

  const chooseTheme = (next: Theme) => {
    applyTheme(next);
    setTheme(next);
  };

  return (
    <div role="group" aria-label={t("topbar_a11y_label")} className="flex items-center gap-3" data-a11y-controls>
      <div role="group" aria-label={t("topbar_text_size_label")} className="flex items-center gap-0.5">
        <button
          type="button"
          className={`${buttonClass} text-xs`}
          aria-label={t("topbar_text_decrease")}
          title={t("topbar_text_decrease")}
          disabled={size <= TEXT_SIZE_MIN}
          onClick={() => setSize(applyTextSize(size - 1))}
          data-text-size-control="decrease"
        >
          {t("topbar_text_decrease_short")}
        </button>
        <button
          type="button"
          className={`${buttonClass} text-sm`}
          aria-label={t("topbar_text_reset")}
          title={t("topbar_text_reset")}
          disabled={size === 0}
          onClick={() => setSize(applyTextSize(0))}
          data-text-size-control="reset"
        >
          {t("topbar_text_reset_short")}
        </button>
        <button
          type="button"
          className={`${buttonClass} text-base`}
          aria-label={t("topbar_text_increase")}
          title={t("topbar_text_increase")}
          disabled={size >= TEXT_SIZE_MAX}
          onClick={() => setSize(applyTextSize(size + 1))}
          data-text-size-control="increase"
        >
          {t("topbar_text_increase_short")}
        </button>
      </div>
      <div role="group" aria-label={t("topbar_theme_label")} className="flex items-center gap-0.5">
        {(["default", "dark"] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`${buttonClass} gap-1.5 text-xs`}
            aria-pressed={theme === option}
            onClick={() => chooseTheme(option)}
            data-theme-option={option}
          >
            <span
              aria-hidden="true"
              className={
                option === "dark"
                  ? "size-3 rounded-full border border-on-bar/70 bg-[#111827]"
                  : "size-3 rounded-full border border-slate-400 bg-[#ffffff]"
              }
            />
            {t(option === "dark" ? "topbar_theme_dark" : "topbar_theme_default")}
          </button>
        ))}
      </div>
    </div>
  );
}
