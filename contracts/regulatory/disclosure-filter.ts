/**
 * The financial year of /public-disclosure2 (issue 16, decision 060): `?fy=2026-27`, a plain link
 * the server answers; without it the page shows the newest year. A value that is no financial
 * year of the content answers 404 (decision 058's rule for filters).
 */
import { z } from "zod";
import { DISCLOSURE_YEAR_PARAM } from "./regulatory-params";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

export * from "./regulatory-params";

export const FinancialYearSchema = z
  .string()
  .regex(/^(\d{4})-(\d{2})$/)
  .refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), "not a financial year");

/** The year an address asks for: null for none, false for one that cannot be a financial year. */
export function disclosureYearOf(params: URLSearchParams): string | null | false {
  const raw = params.get(DISCLOSURE_YEAR_PARAM);
  if (raw === null || raw === "") return null;
  const parsed = FinancialYearSchema.safeParse(raw);
  return parsed.success ? parsed.data : false;
}
