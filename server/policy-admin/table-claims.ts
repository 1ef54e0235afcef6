/**
 * Claims in the default policy administration adapter (issue 14, decision
 * 056): the `claims` table beside the policies. An intimation finds its
 * policy and registers the claim in one transaction; the claim number is
 * random (CL + year + eight digits), so a number says nothing of how many
 * claims there are, and a clash is drawn again.
 *
 * An unknown policy and a wrong mobile run the same single query and give
 * the same outcome; so do an unknown claim and a wrong proof.
 */
import crypto from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { ClaimCause, ClaimDocumentCode, ClaimLine } from "@contracts/claims/claim-rules";
import type { Db } from "../db/client";
import type { ClaimRecords } from "./policy-admin";
import { claims } from "./claims.schema";
import { policies } from "./policy-admin.schema";
import { policyOf } from "./table-policy-admin";
import { ClaimHandlerSchema, type Claim, type PolicyLine } from "./policy-records";

type ClaimRow = typeof claims.$inferSelect;

/** The policy lines a claim form's line covers (the form's "other": travel and home). */
export const POLICY_LINES_OF: Record<ClaimLine, PolicyLine[]> = {
  motor: ["motor"],
  health: ["health"],
  other: ["travel", "home"],
};

/**
 * What a new claim asks for, by line and cause: the insurer's checklist (the claim form, the
 * policy and KYC always; the rest as the loss needs).
 */
export function documentsAskedFor(line: PolicyLine, cause: ClaimCause): ClaimDocumentCode[] {
  const asked: ClaimDocumentCode[] = ["claim-form", "policy-copy", "kyc", "cancelled-cheque"];
  if (line === "motor") {
    asked.push("registration-certificate");
    if (cause === "theft") asked.push("fir", "keys", "non-traceable-report");
    else {
      asked.push("driving-licence", "repair-estimate", "photographs");
      if (cause === "accident" || cause === "third-party") asked.push("fir");
      if (cause === "fire") asked.push("fire-brigade-report");
    }
  } else if (line === "health") {
    asked.push("discharge-summary", "hospital-bills", "investigation-reports");
  } else if (line === "travel") {
    asked.push("travel-documents");
    if (cause === "baggage" || cause === "burglary") asked.push("fir");
    if (cause === "accidental-injury") asked.push("hospital-bills", "discharge-summary");
  } else {
    asked.push("photographs", "repair-estimate");
    if (cause === "burglary") asked.push("fir");
    if (cause === "fire") asked.push("fire-brigade-report");
  }
  return asked;
}

export function claimOf(row: ClaimRow, line: PolicyLine): Claim {
  return {
    claimNo: row.claimNo,
    policyNo: row.policyNo,
    line,
    cause: row.cause,
    lossDate: row.lossDate,
    lossTime: row.lossTime,
    place: row.place,
    description: row.description,
    reporterMobile: row.reporterMobile,
    intimatedAt: row.intimatedAt.toISOString(),
    status: row.status,
    history: row.history,
    documents: row.documents,
    handler: row.handler === null ? null : ClaimHandlerSchema.parse(row.handler),
    amountClaimed: row.amountClaimed,
    amountSettled: row.amountSettled,
  };
}

/** CL, the year's last two digits (India's calendar), eight random digits. */
export function newClaimNumber(at: Date): string {
  const year = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "2-digit" }).format(at);
  return `CL${year}${String(crypto.randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

const NUMBER_ATTEMPTS = 5;

export function tableClaimRecords(db: Db): ClaimRecords {
  return {
    async intimate(request) {
      return db.transaction(async (tx) => {
        const { kind, value } = request.identifier;
        const [policy] = await tx
          .select()
          .from(policies)
          .where(
            and(
              kind === "policy" ? eq(policies.policyNo, value) : sql`${policies.insured}->>'registration' = ${value}`,
              eq(policies.holderMobile, request.mobile),
              inArray(policies.line, POLICY_LINES_OF[request.line]),
            ),
          )
          // a vehicle insured twice over the years: the policy whose period holds the day of loss, else the latest
          .orderBy(
            sql`(${policies.periodStart} <= ${request.lossDate} and ${policies.periodEnd} >= ${request.lossDate}) desc`,
            sql`${policies.periodEnd} desc`,
          )
          .limit(1);
        if (!policy) return { outcome: "no-match" as const };
        if (request.lossDate < policy.periodStart || request.lossDate > policy.periodEnd) {
          return { outcome: "outside-period" as const };
        }
        const at = request.at.toISOString();
        for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
          const [row] = await tx
            .insert(claims)
            .values({
              claimNo: newClaimNumber(request.at),
              policyNo: policy.policyNo,
              cause: request.cause,
              lossDate: request.lossDate,
              lossTime: request.lossTime,
              place: request.place,
              description: request.description,
              reporterMobile: request.mobile,
              intimatedAt: request.at,
              status: "intimated",
              history: [{ status: "intimated", at }],
              documents: documentsAskedFor(policy.line, request.cause).map((code) => ({ code, received: false })),
              handler: null,
              amountClaimed: null,
              amountSettled: null,
              fromDigest: request.fromDigest,
            })
            .onConflictDoNothing()
            .returning();
          if (row) return { outcome: "registered" as const, claim: claimOf(row, policy.line) };
        }
        throw new Error("claims: no free claim number after several draws");
      });
    },

    async find(lookup) {
      const proof =
        lookup.verifier.kind === "mobile"
          ? or(eq(claims.reporterMobile, lookup.verifier.mobile), eq(policies.holderMobile, lookup.verifier.mobile))
          : eq(claims.policyNo, lookup.verifier.policyNo);
      const [row] = await db
        .select({ claim: claims, policy: policies })
        .from(claims)
        .innerJoin(policies, eq(policies.policyNo, claims.policyNo))
        .where(and(eq(claims.claimNo, lookup.claimNo), proof));
      return row ? { claim: claimOf(row.claim, row.policy.line), policy: policyOf(row.policy) } : null;
    },

    async kind(claimNo) {
      const [row] = await db
        .select({ line: policies.line, product: policies.product })
        .from(claims)
        .innerJoin(policies, eq(policies.policyNo, claims.policyNo))
        .where(eq(claims.claimNo, claimNo));
      return row ?? null;
    },
  };
}
