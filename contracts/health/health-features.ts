/**
 * The rows of the health plan comparison (issue 11 "Compare plans"), in the
 * order they show. Each row's label is the translation keyword
 * `health_feature_<row>` of the health_quote page; each plan's value is in
 * the `healthplans` content collection.
 */
export const HEALTH_FEATURE_ROWS = [
  "room_rent",
  "co_pay",
  "initial_waiting",
  "pre_existing_waiting",
  "specific_disease_waiting",
  "pre_post_hospitalisation",
  "day_care",
  "ayush",
  "restoration",
  "no_claim_bonus",
  "deductible",
] as const;
export type HealthFeatureRow = (typeof HEALTH_FEATURE_ROWS)[number];
