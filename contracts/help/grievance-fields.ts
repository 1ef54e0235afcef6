/**
 * The grievance form's fields and limits without its schema: what the page renders needs no zod
 * (decision 068); `grievance-schema.ts` checks them.
 */

/** The page of the form, the one help page that takes form posts (contracts/routing/form-pages.ts). */
export const GRIEVANCE_PATH = "/grievance-redressal";

/** What a complaint is about: the desk's queues. */
export const GRIEVANCE_CATEGORIES = ["claim", "policy-service", "sales", "premium-refund", "website", "other"] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_DESCRIPTION_MIN = 20;
export const GRIEVANCE_DESCRIPTION_MAX = 2000;

export const GRIEVANCE_FIELDS = ["name", "mobile", "email", "record", "category", "description"] as const;
export type GrievanceField = (typeof GRIEVANCE_FIELDS)[number];
