import { LANG_INFO, type Lang } from "@contracts/i18n/languages";

/** A tender's date and time (bids close, the pre-bid meeting, the opening) in India's time, in the page's language. */
export function tenderTime(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(date);
}
