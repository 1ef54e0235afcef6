/**
 * The header's fixed link lists (spec 2 "Header and navigation"): quick links
 * and the what's-new menu. Labels are translation keywords (side_menu).
 */

export interface HeaderLink {
  id: string;
  /** translation keyword of the label */
  label: string;
  /** English address; the visitor's language suffix is added when shown */
  path: string;
  /** spec 2: the mobile menu uses the /buy-online/ prefixed form of some links */
  mobilePath?: string;
}

/** spec 2 "Quick links" (the ABHA link, an action rather than an address, follows them). */
export const QUICK_LINKS: readonly HeaderLink[] = [
  { id: "policy-renewal", label: "menu_ql_policy_renewal", path: "/policy-renewal" },
  { id: "claim", label: "menu_ql_claim", path: "/claim" },
  { id: "claim-status", label: "menu_ql_claim_status", path: "/claim/claims-status-and-intimation" },
  { id: "policy-download", label: "menu_ql_policy_download", path: "/policyprint/details" },
  { id: "transfer-ownership", label: "menu_ql_transfer_ownership", path: "/buy-online/transferownership" },
  {
    id: "unsubscribe-auto-debit",
    label: "menu_ql_unsubscribe_auto_debit",
    path: "/changepolicydetails/unsubscribe_auto_debit",
    mobilePath: "/buy-online/changepolicydetails/unsubscribe_auto_debit",
  },
  {
    id: "subscribe-auto-debit",
    label: "menu_ql_subscribe_auto_debit",
    path: "/buy-online/changepolicydetails/subscribe_auto_debit",
  },
  { id: "vehicle-correction", label: "menu_ql_vehicle_correction", path: "/buy-online/vehiclecorrection" },
  { id: "quote-search", label: "menu_ql_quote_search", path: "/buy-online/quotesearch" },
  { id: "download-cis", label: "menu_ql_download_cis", path: "/download-cis" },
  { id: "app-download", label: "menu_ql_app_download", path: "/appdownload" },
];

/** spec 2 "What's-new menu". */
export const WHATS_NEW_LINKS: readonly HeaderLink[] = [
  { id: "free-credit-score", label: "menu_wn_free_credit_score", path: "/free-credit-score-check" },
  { id: "general-health", label: "menu_wn_general_health", path: "/general-health" },
  { id: "gi-simplified", label: "menu_wn_gi_simplified", path: "/gi-simplified" },
  { id: "good-health", label: "menu_wn_good_health", path: "/good-health/index.html" },
];
