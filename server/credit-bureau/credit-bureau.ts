/**
 * The credit bureau behind the free credit score check (issue 14, decision
 * 059). One question: the score of the person with these details. The
 * answer is a score, "no match" (nobody with these details: an unknown
 * person and details that disagree with the bureau's record are one answer),
 * or "no history" (the bureau knows the person but has too little to score).
 *
 * - The local default answers from the seeded demo identities
 *   (content/seed/credit-bureau/demo/demo-identities.json, listed in
 *   content/seed/README.md), as a bureau's test environment would.
 * - CREDIT_BUREAU_URL is the production path: `POST {url}/score` with
 *   `{name, dateOfBirth, mobile, pan?, consentVersion, enquiryReference}` ->
 *   `{"outcome":"score","score":742,"asOf":"2026-11-01"}` |
 *   `{"outcome":"no-match"}` | `{"outcome":"no-history"}`. A timeout, an HTTP
 *   error or an answer outside the contract is CreditBureauUnavailableError
 *   (503 to the visitor), never a guess.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export interface BureauQuery {
  name: string;
  /** yyyy-MM-dd. */
  dateOfBirth: string;
  mobile: string;
  pan?: string;
  consentVersion: string;
  /** Our request's reference, so the bureau's enquiry log and ours name the same request. */
  enquiryReference: string;
}

export const BureauAnswerSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("score"),
    score: z.number().int().min(300).max(900),
    asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  z.object({ outcome: z.literal("no-match") }),
  z.object({ outcome: z.literal("no-history") }),
]);
export type BureauAnswer = z.infer<typeof BureauAnswerSchema>;

export class CreditBureauUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CreditBureauUnavailableError";
  }
}

export interface CreditBureau {
  readonly name: string;
  score(query: BureauQuery): Promise<BureauAnswer>;
}

const DemoIdentitySchema = z.object({
  name: z.string().min(1),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  mobile: z.string().regex(/^[6-9]\d{9}$/),
  pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/),
  score: z.number().int().min(300).max(900).nullable(),
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type DemoIdentity = z.infer<typeof DemoIdentitySchema>;

export const DEMO_IDENTITIES_FILE = path.join("credit-bureau", "demo", "demo-identities.json");

export async function loadDemoIdentities(seedDir: string): Promise<DemoIdentity[]> {
  const text = await fs.readFile(path.join(seedDir, DEMO_IDENTITIES_FILE), "utf8");
  return z.array(DemoIdentitySchema).parse(JSON.parse(text));
}

/** Names compare as a bureau's matcher would: case, extra spaces and dots do not count. */
function sameName(a: string, b: string): boolean {
  const norm = (value: string) =>
    value.normalize("NFC").toLocaleLowerCase("en-IN").replace(/[.]/g, " ").replace(/\s+/g, " ").trim();
  return norm(a) === norm(b);
}

/**
 * The local bureau: a person is found by PAN when one is given, else by
 * mobile; the name, date of birth and mobile must then all agree with the
 * record (a PAN someone else knows does not open its holder's score).
 */
export function demoCreditBureau(identities: () => Promise<DemoIdentity[]>): CreditBureau {
  return {
    name: "demo bureau",
    async score(query) {
      const all = await identities();
      const candidate = query.pan
        ? all.find((identity) => identity.pan === query.pan)
        : all.find((identity) => identity.mobile === query.mobile);
      if (
        !candidate ||
        candidate.mobile !== query.mobile ||
        candidate.dob !== query.dateOfBirth ||
        !sameName(candidate.name, query.name)
      ) {
        return { outcome: "no-match" };
      }
      if (candidate.score === null) return { outcome: "no-history" };
      return { outcome: "score", score: candidate.score, asOf: candidate.asOf };
    },
  };
}

export interface HttpCreditBureauOptions {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function httpCreditBureau(options: HttpCreditBureauOptions): CreditBureau {
  const base = options.baseUrl.replace(/\/$/, "");
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: "credit bureau",
    async score(query) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/score`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(query),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new CreditBureauUnavailableError(
          `unreachable (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new CreditBureauUnavailableError(`answered HTTP ${response.status}`);
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new CreditBureauUnavailableError("answer unreadable");
      }
      const parsed = BureauAnswerSchema.safeParse(json);
      if (!parsed.success) throw new CreditBureauUnavailableError("answer outside the contract");
      return parsed.data;
    },
  };
}

/** The configured bureau: CREDIT_BUREAU_URL when set, the demo identities otherwise. */
export function creditBureauFromConfig(
  config: { CREDIT_BUREAU_URL?: string; CREDIT_BUREAU_TOKEN?: string; CREDIT_BUREAU_TIMEOUT_MS: number },
  seedDir = path.resolve("content/seed"),
): CreditBureau {
  if (config.CREDIT_BUREAU_URL) {
    return httpCreditBureau({
      baseUrl: config.CREDIT_BUREAU_URL,
      token: config.CREDIT_BUREAU_TOKEN,
      timeoutMs: config.CREDIT_BUREAU_TIMEOUT_MS,
    });
  }
  let loading: Promise<DemoIdentity[]> | null = null;
  return demoCreditBureau(
    () =>
      (loading ??= loadDemoIdentities(seedDir).catch((error: unknown) => {
        loading = null;
        throw new CreditBureauUnavailableError(
          `demo identities unreadable (${error instanceof Error ? error.message : String(error)})`,
        );
      })),
  );
}
