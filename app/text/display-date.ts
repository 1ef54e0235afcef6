import { LANG_INFO, type Lang } from "@contracts/i18n/languages";

/** Dates show as on policy documents: Indian time, day month year in the page's language. */
const DISPLAY_TIME_ZONE = "Asia/Kolkata";

/** spec 9: stored dates are `YYYY-MM-DD HH:mm:ss` (Indian time) or ISO 8601. */
export function parseStoredDate(value: string): Date | null {
  const plain = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  const date = new Date(plain ? `${plain[1]}T${plain[2]}+05:30` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// one formatter a language: making one costs about 0.1 ms, a home page shows a dozen dates
const formatters = new Map<Lang, Intl.DateTimeFormat>();

export function formatDisplayDate(value: string, lang: Lang): string {
  const date = parseStoredDate(value);
  if (!date) return "";
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: DISPLAY_TIME_ZONE,
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(date);
}
