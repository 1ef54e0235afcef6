/**
 * The claims service (issue 14, decision 056): claim intimation and claim
 * status on the policy administration adapter, shared by the claim pages'
 * route actions and the site API, so both refuse and accept alike.
 *
 * Order of checks: attempts per address; the body's shape (the form's one
 * schema, 400 with the field); attempts per identifier (policy number or
 * registration; claim number), counted for unknown ones too so the limit
 * tells nothing; the records (one "details do not match" for unknown and
 * mismatched). An intimation is registered in the records (one transaction
 * in the default adapter) before the visitor is told its number; the SMS
 * follows, and its failure does not undo the claim. Logs carry masked
 * numbers and the outcome only.
 */
import { maskClaimNumber, maskMobile, type ClaimMessageKey } from "@contracts/claims/claim-rules";
import { ClaimIntimationSchema, ClaimLookupSchema, intimationOf, lookupOf } from "@contracts/claims/claim-schema";
import type {
  ClaimAnswer,
  ClaimRegistered,
  ClaimRequester,
  ClaimsService,
  ClaimStatusView,
} from "@contracts/claims/claims-service";
import { CLAIM_DOCUMENT_LINES } from "@contracts/claims/claim-pages";
import { CLAIM_NUMBER_PATTERN, normaliseClaimNumber } from "@contracts/claims/claim-rules";
import { readFirst, type ContentSource } from "@contracts/content/content-source";
import { localizedField } from "@contracts/i18n/languages";
import { contentQuery } from "@contracts/content/content-query";
import type { Database, Db } from "../db/client";
import { storeServiceRequest } from "../service-requests/service-request-store";
import { claimDocument, subrogationLetter } from "./claim-documents";
import { SubrogationRequestSchema, subrogationOf } from "@contracts/claims/subrogation-schema";
import type { PrintDocument } from "@contracts/print/print-document";
import { claimSubrogations } from "./subrogation.schema";
import { hitRateLimits, RateLimitedError, subjectDigest, type RateLimitRule } from "../http/rate-limit";
import { maskPolicyNumber } from "../auto-debit/auto-debit-router";
import type { SmsProvider } from "../otp/sms-provider";
import type { PolicyAdministration } from "../policy-admin/policy-admin";
import type { ClaimWithPolicy } from "../policy-admin/policy-records";

const TEN_MINUTES = 10 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const UNAVAILABLE_RETRY_SECONDS = 30;

export interface ClaimLimits {
  /** Intimations one address may send per 10 minutes. */
  intimationsPerIp: number;
  /** Intimations on one policy number or registration per day. */
  intimationsPerPolicy: number;
  /** Status and document lookups one address may make per 10 minutes. */
  lookupsPerIp: number;
  /** Lookups of one claim number per hour. */
  lookupsPerClaim: number;
}

export interface ClaimsServiceOptions {
  db: Db;
  /** The database with its NOTIFY (subrogation requests go through the service-request outbox, decision 059). */
  database: Database;
  hashKey: () => Promise<Buffer>;
  policyAdmin: PolicyAdministration;
  sms: SmsProvider;
  limits: ClaimLimits;
  /** The issuer printed on claim documents: the brand's name, from content. */
  issuer: () => Promise<string>;
  now?: () => Date;
}

/** The registration SMS (English, as the OTP message: decision 056). */
export function claimSmsText(claimNo: string, maskedPolicy: string): string {
  return `Your claim ${claimNo} on policy ${maskedPolicy} is registered. Quote this number to follow it on our website or toll-free line.`;
}

function refusal(
  status: 400 | 404 | 429 | 503,
  message: ClaimMessageKey,
  extra: { field?: string; retryAfter?: number } = {},
): ClaimAnswer<never> {
  return { ok: false, status, message, ...extra };
}

function shapeRefusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ClaimAnswer<never> {
  const issue = issues[0];
  const field = issue && issue.path.length > 0 ? String(issue.path[0]) : undefined;
  const message = issue?.message ?? "";
  if (!field || !/^claim_[a-z_]+$/.test(message)) return refusal(400, "claim_body_invalid");
  return refusal(400, message as ClaimMessageKey, { field });
}

async function limited(db: Db, hashKey: Buffer, rules: RateLimitRule[]): Promise<ClaimAnswer<never> | null> {
  try {
    await hitRateLimits(db, rules, hashKey);
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError)
      return refusal(429, "claim_limited", { retryAfter: error.retryAfterSeconds });
    console.error("claims: rate limit unavailable:", error instanceof Error ? error.message : error);
    return refusal(503, "claim_unavailable", { retryAfter: UNAVAILABLE_RETRY_SECONDS });
  }
}

function unavailable(what: string, error: unknown): ClaimAnswer<never> {
  console.error(`claims: ${what} unavailable:`, error instanceof Error ? error.message : error);
  return refusal(503, "claim_unavailable", { retryAfter: UNAVAILABLE_RETRY_SECONDS });
}

export function statusViewOf({ claim, policy }: ClaimWithPolicy): ClaimStatusView {
  return {
    claimNo: claim.claimNo,
    policyNo: claim.policyNo,
    product: policy.product,
    line: claim.line,
    cause: claim.cause,
    lossDate: claim.lossDate,
    intimatedAt: claim.intimatedAt,
    status: claim.status,
    history: claim.history,
    documents: claim.documents,
    handler: claim.handler,
    amountClaimed: claim.amountClaimed,
    amountSettled: claim.amountSettled,
  };
}

export interface SubrogationReceived {
  reference: string;
  letter: PrintDocument;
}

export interface ClaimsServiceWithLookup extends ClaimsService {
  /** The claim and its policy when the claim number and proof match (the claim documents); same checks as `status`. */
  lookup(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<ClaimWithPolicy>>;
  /** A subrogation request: stored with its reference before the answer, with the letter to sign. */
  subrogate(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<SubrogationReceived>>;
}

export function createClaimsService(options: ClaimsServiceOptions): ClaimsServiceWithLookup {
  const { db, policyAdmin, sms, limits } = options;
  const now = options.now ?? (() => new Date());

  async function key(): Promise<Buffer | ClaimAnswer<never>> {
    try {
      return await options.hashKey();
    } catch (error) {
      return unavailable("hash key", error);
    }
  }

  async function lookup(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<ClaimWithPolicy>> {
    const hashKey = await key();
    if (!Buffer.isBuffer(hashKey)) return hashKey;
    const perIp = await limited(db, hashKey, [
      { scope: "claims-lookup-ip", subject: from.address, limit: limits.lookupsPerIp, windowSeconds: TEN_MINUTES },
    ]);
    if (perIp) return perIp;
    const parsed = ClaimLookupSchema.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error.issues);
    const request = lookupOf(parsed.data);
    const perClaim = await limited(db, hashKey, [
      { scope: "claims-lookup-claim", subject: request.claimNo, limit: limits.lookupsPerClaim, windowSeconds: HOUR },
    ]);
    if (perClaim) {
      console.warn(`claims: lookup ${maskClaimNumber(request.claimNo)}: attempts limited`);
      return perClaim;
    }
    let match: ClaimWithPolicy | null;
    try {
      match = await policyAdmin.claims.find(request);
    } catch (error) {
      return unavailable(`policy administration (${policyAdmin.kind})`, error);
    }
    console.info(`claims: lookup ${maskClaimNumber(request.claimNo)}: ${match ? "found" : "no-match"}`);
    if (!match) return refusal(400, "claim_no_match");
    return { ok: true, value: match };
  }

  return {
    lookup,

    async status(body, from) {
      const answer = await lookup(body, from);
      return answer.ok ? { ok: true, value: statusViewOf(answer.value) } : answer;
    },

    async documentExists(kind, claimNo) {
      const number = normaliseClaimNumber(claimNo);
      if (!CLAIM_NUMBER_PATTERN.test(number)) return false;
      const found = await policyAdmin.claims.kind(number);
      return found !== null && (CLAIM_DOCUMENT_LINES[kind] as readonly string[]).includes(found.line);
    },

    async subrogate(body, from): Promise<ClaimAnswer<SubrogationReceived>> {
      const parsed = SubrogationRequestSchema.safeParse(body);
      if (!parsed.success) return shapeRefusal(parsed.error.issues);
      const request = subrogationOf(parsed.data);
      const found = await lookup({ claimNo: request.claimNo, verifier: parsed.data.verifier }, from);
      if (!found.ok) return found;
      const hashKey = await key();
      if (!Buffer.isBuffer(hashKey)) return hashKey;
      let reference = "";
      try {
        // a service request (decision 059): reference, status history and the outbox to the claims desk,
        // with the subrogation's own row, in one transaction before the answer
        const { policy } = found.value;
        const stored = await storeServiceRequest(options.database, hashKey, {
          kind: "subrogation",
          mobile: policy.holder.mobile,
          policyNo: policy.policyNo,
          status: "received",
          details: {
            claimNo: request.claimNo,
            thirdParty: request.thirdParty,
            thirdPartyAddress: request.thirdPartyAddress,
            thirdPartyDetails: request.thirdPartyDetails,
          },
          async alongside(tx, { reference: drawn }) {
            await tx.insert(claimSubrogations).values({
              reference: drawn,
              claimNo: request.claimNo,
              thirdParty: request.thirdParty,
              thirdPartyAddress: request.thirdPartyAddress,
              thirdPartyDetails: request.thirdPartyDetails,
              fromDigest: subjectDigest(hashKey, "claim-subrogation", from.address),
            });
          },
        });
        reference = stored.reference;
      } catch (error) {
        return unavailable("subrogation store", error);
      }
      let issuer = "";
      try {
        issuer = await options.issuer();
      } catch {
        // printed without the name rather than not at all
      }
      console.info(`claims: subrogation ${reference} on ${maskClaimNumber(request.claimNo)}: received`);
      return { ok: true, value: { reference, letter: subrogationLetter(found.value, request, reference, issuer) } };
    },

    async document(kind, body, from) {
      const answer = await lookup(body, from);
      if (!answer.ok) return answer;
      // a claim of another line: as if unknown (its page answers 404 before anyone gets here)
      if (!(CLAIM_DOCUMENT_LINES[kind] as readonly string[]).includes(answer.value.claim.line)) {
        return refusal(400, "claim_no_match");
      }
      let issuer = "";
      try {
        issuer = await options.issuer();
      } catch (error) {
        console.warn("claims: issuer name unavailable:", error instanceof Error ? error.message : error);
      }
      return { ok: true, value: claimDocument(kind, answer.value, issuer) };
    },

    async intimate(body, from): Promise<ClaimAnswer<ClaimRegistered>> {
      const hashKey = await key();
      if (!Buffer.isBuffer(hashKey)) return hashKey;
      const perIp = await limited(db, hashKey, [
        {
          scope: "claims-intimation-ip",
          subject: from.address,
          limit: limits.intimationsPerIp,
          windowSeconds: TEN_MINUTES,
        },
      ]);
      if (perIp) return perIp;
      const parsed = ClaimIntimationSchema.safeParse(body);
      if (!parsed.success) return shapeRefusal(parsed.error.issues);
      const intimation = intimationOf(parsed.data);
      const perPolicy = await limited(db, hashKey, [
        {
          scope: "claims-intimation-policy",
          subject: `${intimation.identifier.kind}:${intimation.identifier.value}`,
          limit: limits.intimationsPerPolicy,
          windowSeconds: DAY,
        },
      ]);
      if (perPolicy) return perPolicy;

      let outcome;
      try {
        outcome = await policyAdmin.claims.intimate({
          ...intimation,
          at: now(),
          fromDigest: subjectDigest(hashKey, "claim-intimation", from.address),
        });
      } catch (error) {
        return unavailable(`policy administration (${policyAdmin.kind})`, error);
      }
      if (outcome.outcome === "no-match") {
        console.info(`claims: intimation ${intimation.line} by ${intimation.identifier.kind}: no-match`);
        return refusal(400, "claim_no_match");
      }
      if (outcome.outcome === "outside-period") {
        console.info(`claims: intimation ${intimation.line} by ${intimation.identifier.kind}: outside-period`);
        return refusal(400, "claim_loss_outside_period", { field: "lossDate" });
      }
      const { claim } = outcome;
      const maskedPolicy = maskPolicyNumber(claim.policyNo);
      let smsSent = true;
      try {
        await sms.send({ mobile: intimation.mobile, channel: "sms", text: claimSmsText(claim.claimNo, maskedPolicy) });
      } catch (error) {
        // the claim is registered; the page shows its number, which is what the SMS would say
        smsSent = false;
        console.warn(
          `claims: SMS for ${maskClaimNumber(claim.claimNo)} to ${maskMobile(intimation.mobile)} failed:`,
          error instanceof Error ? error.message : error,
        );
      }
      console.info(
        `claims: intimation ${maskClaimNumber(claim.claimNo)} on ${maskedPolicy} from ${maskMobile(intimation.mobile)}: registered`,
      );
      return {
        ok: true,
        value: {
          claimNo: claim.claimNo,
          policyNo: maskedPolicy,
          intimatedAt: claim.intimatedAt,
          mobile: maskMobile(intimation.mobile),
          smsSent,
        },
      };
    },
  };
}

/** The brand's English name from the content's site settings (printed on claim documents). */
export async function brandName(content: ContentSource): Promise<string> {
  const settings = await readFirst(content, contentQuery("sitesettings"));
  return settings ? localizedField(settings, "Brand_Name", "en") : "";
}
