/**
 * The tag manager's data layer (spec 7 "Clients": it receives event objects;
 * analytics events carry quote, lead and policy numbers as 'NA').
 */

/** spec 7: the numbers an event carries when it has none. */
export const NOT_APPLICABLE = "NA";

export type DataLayerEvent = { event: string } & Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushDataLayerEvent(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** The event of a call-back request the site accepted. No personal data goes to analytics. */
export function leadSubmittedEvent(productName: string, lang: string): DataLayerEvent {
  return {
    event: "lead_form_submit",
    product_name: productName,
    language: lang,
    quote_number: NOT_APPLICABLE,
    lead_number: NOT_APPLICABLE,
    policy_number: NOT_APPLICABLE,
  };
}
