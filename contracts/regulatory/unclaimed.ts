/**
 * The unclaimed amounts search of /unclaimed-policy-details (issue 16, decision 060). IRDAI asks
 * insurers to let policyholders and their dependants find unclaimed amounts above Rs 1,000 on the
 * website by name, date of birth, policy number and PAN, with name and date of birth compulsory
 * (IRDA circular of 20 August 2014, as reported by Business Standard and the Millennium Post).
 * We ask for the policy number, the holder's name and date of birth, all three, and show an
 * amount only when all three match: a policy number alone tells nobody whose money it is.
 * One schema for the form in the browser and the route action on the server.
 */
import { z } from "zod";
import type { UnclaimedField } from "./regulatory-params";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

export * from "./regulatory-params";

/** What a field's error says (translation keywords of page 32). */
export const UNCLAIMED_MESSAGES = {
  policy: "unclaimed_error_policy",
  name: "unclaimed_error_name",
  dob: "unclaimed_error_dob",
} as const satisfies Record<UnclaimedField, string>;

/** Policy numbers as the company prints them (MTR/2026/1004821) and older all-digit ones. */
const POLICY_PATTERN = /^[A-Z0-9][A-Z0-9/-]{5,29}$/;
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,79}$/u;

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900
  );
}

export const UnclaimedSearchSchema = z.object({
  policy: z
    .string(UNCLAIMED_MESSAGES.policy)
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ""))
    .pipe(z.string().regex(POLICY_PATTERN, UNCLAIMED_MESSAGES.policy)),
  name: z
    .string(UNCLAIMED_MESSAGES.name)
    .transform((v) => v.normalize("NFC").trim().replace(/\s+/g, " "))
    .pipe(z.string().regex(NAME_PATTERN, UNCLAIMED_MESSAGES.name)),
  dob: z
    .string(UNCLAIMED_MESSAGES.dob)
    .transform((v) => v.trim())
    .pipe(
      z.string().refine((v) => isRealDate(v) && v <= new Date().toISOString().slice(0, 10), UNCLAIMED_MESSAGES.dob),
    ),
});
export type UnclaimedSearch = z.output<typeof UnclaimedSearchSchema>;

/** Names compared as a person writes them: case, dots and spacing ignored. */
export function sameName(a: string, b: string): boolean {
  const plain = (s: string) =>
    s.normalize("NFC").toLocaleLowerCase("en-IN").replace(/[.'-]/g, " ").replace(/\s+/g, " ").trim();
  return plain(a) === plain(b);
}

export const UNCLAIMED_KINDS = ["premium-refund", "claim-payment", "excess-premium", "other"] as const;
export type UnclaimedKind = (typeof UNCLAIMED_KINDS)[number];

export interface UnclaimedAmount {
  kind: UnclaimedKind;
  /** Rupees. */
  amount: number;
  /** The day the amount fell due. */
  dueSince: string;
}

/** What a search answers. */
export type UnclaimedResult =
  | { state: "found"; policy: string; asOn: string; amounts: UnclaimedAmount[] }
  | { state: "none"; policy: string }
  | {
      state: "invalid";
      problems: Partial<Record<UnclaimedField, string>>;
      values: Partial<Record<UnclaimedField, string>>;
    }
  | { state: "limited" }
  | { state: "unavailable" };

/** The server's side of the search (server/unclaimed/), handed to the page's action. */
export interface UnclaimedLookup {
  search(input: UnclaimedSearch, clientAddress: string): Promise<UnclaimedResult>;
}
