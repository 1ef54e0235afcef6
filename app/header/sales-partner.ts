/**
 * Sales-partner mode (spec 4 "Header"): on when the address has both RO_code
 * and reference_ID, or a path parameter agr (the server knows both), or local
 * storage has an sslid value (only the browser knows that one: the pre-paint
 * script marks <html> with SALES_PARTNER_ATTRIBUTE so the stylesheet hides
 * the partner-hidden parts before the first paint, and this hook takes over
 * once the page is interactive).
 */
import { useSyncExternalStore } from "react";

/** Local storage key that marks a sales-partner session (spec 3 "Local storage keys": sslid). */
export const SALES_PARTNER_STORAGE_KEY = "sslid";
export const SALES_PARTNER_ATTRIBUTE = "data-sales-partner";
/** Marks the parts a sales partner does not see: main menu, language list, quick links (spec 2). */
export const SALES_PARTNER_HIDDEN_ATTRIBUTE = "data-sales-partner-hidden";

function readStoredPartner(): boolean {
  try {
    return Boolean(localStorage.getItem(SALES_PARTNER_STORAGE_KEY));
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;

export function useSalesPartner(fromAddress: boolean): boolean {
  const stored = useSyncExternalStore(noSubscription, readStoredPartner, () => false);
  return fromAddress || stored;
}
