/** Dates and amounts of the claim pages, through Intl (India's time zone, the page's language). */
import { LANG_INFO, type Lang } from "@contracts/i18n/languages";

/** `2026-10-28` as "28 Oct 2026" (or its Hindi / Kannada form). */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment as India's day and time. */
export function formatMoment(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/** Whole rupees as ₹48,500 (Indian grouping). */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );
}
