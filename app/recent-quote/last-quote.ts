/**
 * The last-quote record (spec 3 "Client-side state": local storage,
 * identifier, crtdate, productid). Quote flows store it with
 * `storeLastQuote` (docs/site-api.md "OTP and recent quotes"); the Recent Quote panel shows while
 * one exists.
 */
export const LAST_QUOTE_STORAGE_KEY = "last_quote";
/** Same-tab notice: the `storage` event only reaches other tabs. */
export const LAST_QUOTE_EVENT = "last-quote-change";

export interface LastQuote {
  identifier: string;
  crtdate: string;
  productid: string;
}

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The record if it has the spec's three fields. A plain check, not a zod
 * schema: this runs on every page and zod would weigh more than the panel
 * (the record is the browser's own, never sent anywhere).
 */
export function toLastQuote(value: unknown): LastQuote | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const productid = typeof record.productid === "number" ? String(record.productid) : record.productid;
  if (!nonEmpty(record.identifier) || !nonEmpty(record.crtdate) || !nonEmpty(productid)) return null;
  return { identifier: record.identifier.trim(), crtdate: record.crtdate.trim(), productid: productid.trim() };
}

/** The raw stored text (a stable snapshot for useSyncExternalStore). */
export function readLastQuoteRaw(): string | null {
  try {
    return localStorage.getItem(LAST_QUOTE_STORAGE_KEY);
  } catch {
    return null; // storage disabled
  }
}

export function parseLastQuote(raw: string | null): LastQuote | null {
  if (!raw) return null;
  try {
    return toLastQuote(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeLastQuote(record: { identifier: string; crtdate: string; productid: string | number }): void {
  try {
    localStorage.setItem(LAST_QUOTE_STORAGE_KEY, JSON.stringify(record));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(LAST_QUOTE_EVENT));
}

export function subscribeLastQuote(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LAST_QUOTE_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(LAST_QUOTE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(LAST_QUOTE_EVENT, onChange);
  };
}
