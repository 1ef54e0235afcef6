/**
 * The blank claim forms of /claim/claims-form-download (issue 14, decision
 * 056), one per line of business: their address and the line a person can
 * filter by. The forms themselves are drawn by the server (server/claims/claim-forms.ts),
 * their names and descriptions are translation keywords `claim_form_<slug>_title` / `_desc`.
 */
export const CLAIM_FORM_LINES = ["motor", "health", "travel", "property", "commercial"] as const;
export type ClaimFormLine = (typeof CLAIM_FORM_LINES)[number];

export const CLAIM_FORMS = [
  { slug: "motor-claim-form", line: "motor" },
  { slug: "two-wheeler-claim-form", line: "motor" },
  { slug: "motor-theft-claim-form", line: "motor" },
  { slug: "health-reimbursement-claim-form", line: "health" },
  { slug: "health-cashless-request-form", line: "health" },
  { slug: "personal-accident-claim-form", line: "health" },
  { slug: "travel-claim-form", line: "travel" },
  { slug: "home-claim-form", line: "property" },
  { slug: "fire-and-burglary-claim-form", line: "commercial" },
  { slug: "marine-cargo-claim-form", line: "commercial" },
] as const satisfies readonly { slug: string; line: ClaimFormLine }[];
export type ClaimFormSlug = (typeof CLAIM_FORMS)[number]["slug"];

export const claimFormPath = (slug: ClaimFormSlug) => `/api/claims/forms/${slug}.pdf`;
export const claimFormKeyword = (slug: string, part: "title" | "desc") =>
  `claim_form_${slug.replaceAll("-", "_")}_${part}`;

export function isClaimFormSlug(value: string): value is ClaimFormSlug {
  return CLAIM_FORMS.some((f) => f.slug === value);
}
