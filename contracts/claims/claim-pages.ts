/**
 * The addresses of the claim pages that take form posts (issue 14, decision
 * 056), for the page-method guard (contracts/routing/form-pages.ts).
 */
export const CLAIM_INTIMATION_PATH = "/claim/claims-intimation";
export const CLAIM_STATUS_PATH = "/claim/claims-status-and-intimation";

export const CLAIM_FORM_PAGE_PATHS: readonly string[] = [CLAIM_INTIMATION_PATH, CLAIM_STATUS_PATH];
