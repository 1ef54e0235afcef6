/**
 * The addresses of the self-service pages of decision 057 (spec 2 "Policy
 * print and change", /do-not-call, /download-cis): the route table gives
 * them their template, and the server lets their forms post to them
 * (contracts/routing/form-pages.ts).
 */

/** spec 2: the /policyprint/ pages. */
export const POLICY_PRINT_PAGES = [
  "group-personal-accident",
  "group-personal-accidentstep1",
  "others",
  "healthpolicyothers",
  "viewreprintgrouphealth",
  "viewreprintothers",
  "proposalformdownload",
  "viewreprintproposalform",
  "grouphealthPersonalAccident/sc/gh",
  "viewreprintghpa",
  "motor",
  "details",
] as const;

export const DO_NOT_CALL_PATH = "/do-not-call";
export const DOWNLOAD_CIS_PATH = "/download-cis";
export const QUOTE_SEARCH_PATH = "/buy-online/quotesearch";

/** spec 2: the policy change pages and the request each makes. */
export const CHANGE_REQUEST_PATHS = {
  "/transferownership/view": "transfer-ownership",
  "/buy-online/transferownership": "transfer-ownership",
  "/changepolicydetails": "change-details",
  "/changepolicydetails/add-details": "add-details",
  "/buy-online/vehiclecorrection": "vehicle-correction",
} as const;

/** Every self-service page that takes form posts (English paths; the language suffixes are split off first). */
export const SELF_SERVICE_FORM_PATHS: readonly string[] = [
  DO_NOT_CALL_PATH,
  DOWNLOAD_CIS_PATH,
  QUOTE_SEARCH_PATH,
  ...Object.keys(CHANGE_REQUEST_PATHS),
  ...POLICY_PRINT_PAGES.map((page) => `/policyprint/${page}`),
];
