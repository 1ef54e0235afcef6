/**
 * The demo policies (content/seed/policies/demo/demo-policies.json, listed in
 * content/seed/README.md "Demo policies") loaded into the policy
 * administration tables on start when the file changed (its digest), as the
 * motor catalogue is (server/motor/catalogue.ts).
 *
 * A changed file updates its policies and adds mandates the tables lack; a
 * mandate already there keeps the status people gave it since, so the
 * audit never contradicts the mandate (decision 053).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { catalogueSeeds } from "../motor/motor.schema";
import { policies, policyMandates } from "./policy-admin.schema";
import { MANDATE_STATUSES, MandateSchema, PolicySchema } from "./policy-records";

/** The seed file, two folders deep: outside the content seed's collections (server/content/seed.ts). */
export const DEMO_POLICIES_FILE = path.join("policies", "demo", "demo-policies.json");
/** Its row in `catalogue_seeds`, the table of seed-file digests. */
const SEED_NAME = "demo-policies";

const DemoPoliciesFile = z.object({
  note: z.string(),
  policies: z
    .array(
      z.intersection(
        PolicySchema,
        z.object({
          mandate: z
            .object({
              status: z.enum(MANDATE_STATUSES),
              bank: MandateSchema.shape.bank,
              registeredOn: z.iso.date(),
            })
            .nullable(),
        }),
      ),
    )
    .min(1)
    .refine((list) => new Set(list.map((p) => p.policyNo)).size === list.length, "policy numbers repeat"),
});
export type DemoPolicies = z.infer<typeof DemoPoliciesFile>;

export function readDemoPolicies(seedDir: string): { text: string; data: DemoPolicies } | null {
  const file = path.join(seedDir, DEMO_POLICIES_FILE);
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, "utf8");
  const parsed = DemoPoliciesFile.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      `${DEMO_POLICIES_FILE}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return { text, data: parsed.data };
}

/** Load the demo policies when the file differs from what was loaded last; how many were written. */
export async function seedDemoPolicies(db: Db, seedDir: string): Promise<number> {
  const file = readDemoPolicies(seedDir);
  if (!file) return 0;
  const digest = crypto.createHash("sha256").update(file.text).digest("hex");
  const [seen] = await db.select().from(catalogueSeeds).where(eq(catalogueSeeds.name, SEED_NAME));
  if (seen?.digest === digest) return 0;
  await db.transaction(async (tx) => {
    for (const policy of file.data.policies) {
      const row = {
        policyNo: policy.policyNo,
        line: policy.line,
        product: policy.product,
        holderName: policy.holder.name,
        holderDob: policy.holder.dateOfBirth,
        holderMobile: policy.holder.mobile,
        holderEmail: policy.holder.email,
        periodStart: policy.period.start,
        periodEnd: policy.period.end,
        premium: policy.premium,
        insured: policy.insured,
        nominee: policy.nominee,
      };
      const { policyNo: _key, ...changes } = row;
      await tx.insert(policies).values(row).onConflictDoUpdate({ target: policies.policyNo, set: changes });
      if (policy.mandate) {
        // midnight in India of the day the bank registered it
        const registered = new Date(`${policy.mandate.registeredOn}T00:00:00+05:30`);
        await tx
          .insert(policyMandates)
          .values({
            policyNo: policy.policyNo,
            status: policy.mandate.status,
            bankName: policy.mandate.bank.name,
            maskedAccount: policy.mandate.bank.maskedAccount,
            createdAt: registered,
            updatedAt: registered,
          })
          .onConflictDoNothing();
      }
    }
    await tx
      .insert(catalogueSeeds)
      .values({ name: SEED_NAME, digest })
      .onConflictDoUpdate({ target: catalogueSeeds.name, set: { digest, loadedAt: new Date() } });
  });
  return file.data.policies.length;
}
