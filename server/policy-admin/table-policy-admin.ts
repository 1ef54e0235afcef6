/**
 * The default policy administration adapter: the records in our own tables
 * (policy-admin.schema.ts), seeded with the demo policies (demo-policies.ts).
 *
 * An unknown policy and a wrong date of birth run the same single query and
 * give the same answer, so neither the answer nor its timing tells which
 * (docs/site-api.md: no enumeration).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { PolicyAdministration } from "./policy-admin";
import { policies, policyMandateAudit, policyMandates } from "./policy-admin.schema";
import { tableClaimRecords } from "./table-claims";
import {
  InsuredObjectSchema,
  NomineeSchema,
  statusAfter,
  type Mandate,
  type MandateSwitchOutcome,
  type Policy,
  type PolicyHolderIdentity,
} from "./policy-records";

type PolicyRow = typeof policies.$inferSelect;
type MandateRow = typeof policyMandates.$inferSelect;

export function policyOf(row: PolicyRow): Policy {
  return {
    policyNo: row.policyNo,
    line: row.line,
    product: row.product,
    holder: { name: row.holderName, dateOfBirth: row.holderDob, mobile: row.holderMobile, email: row.holderEmail },
    period: { start: row.periodStart, end: row.periodEnd },
    premium: row.premium,
    insured: InsuredObjectSchema.parse(row.insured),
    nominee: row.nominee === null ? null : NomineeSchema.parse(row.nominee),
  };
}

function mandateOf(row: MandateRow): Mandate {
  return {
    policyNo: row.policyNo,
    status: row.status,
    bank: { name: row.bankName, maskedAccount: row.maskedAccount },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const matches = (identity: PolicyHolderIdentity) =>
  and(eq(policies.policyNo, identity.policyNo), eq(policies.holderDob, identity.dateOfBirth));

export function tablePolicyAdmin(db: Db): PolicyAdministration {
  return {
    kind: "tables",
    policies: {
      async find(identity) {
        const [row] = await db.select().from(policies).where(matches(identity));
        return row ? policyOf(row) : null;
      },
      async findByMobile(identity) {
        const [row] = await db
          .select()
          .from(policies)
          .where(and(eq(policies.policyNo, identity.policyNo), eq(policies.holderMobile, identity.mobile)));
        return row ? policyOf(row) : null;
      },
    },
    mandates: {
      async switch(request): Promise<MandateSwitchOutcome> {
        const wanted = statusAfter(request.action);
        return db.transaction(async (tx) => {
          const [policy] = await tx.select({ policyNo: policies.policyNo }).from(policies).where(matches(request));
          if (!policy) return { outcome: "no-match" };
          // the row stays locked until commit: two switches of one mandate take turns
          const [mandate] = await tx
            .select()
            .from(policyMandates)
            .where(eq(policyMandates.policyNo, policy.policyNo))
            .for("update");
          if (!mandate) return { outcome: "no-mandate" };
          if (mandate.status === wanted) return { outcome: "unchanged", mandate: mandateOf(mandate) };
          const [switched] = await tx
            .update(policyMandates)
            .set({ status: wanted, updatedAt: request.at })
            .where(eq(policyMandates.policyNo, policy.policyNo))
            .returning();
          // same transaction: a failed audit write leaves the mandate as it was (decision 053)
          await tx.insert(policyMandateAudit).values({
            policyNo: policy.policyNo,
            action: request.action,
            at: request.at,
            fromDigest: request.fromDigest,
          });
          return { outcome: "switched", mandate: mandateOf(switched!) };
        });
      },
    },
    // issue 14 (decision 056)
    claims: tableClaimRecords(db),
  };
}
