/**
 * The demo claims (content/seed/policies/demo/demo-claims.json, listed in
 * content/seed/README.md "Demo claims") loaded into the `claims` table on
 * start when the file changed (its digest), after the demo policies they are
 * made on (decision 056). A claim of the file is written as the file says:
 * claims change in the insurer's system, not through the site; claims
 * visitors intimated are never touched.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { catalogueSeeds } from "../motor/motor.schema";
import { claims } from "./claims.schema";
import { ClaimSchema } from "./policy-records";

export const DEMO_CLAIMS_FILE = path.join("policies", "demo", "demo-claims.json");
const SEED_NAME = "demo-claims";

const DemoClaimsFile = z.object({
  note: z.string(),
  claims: z
    .array(ClaimSchema.omit({ line: true }))
    .min(1)
    .refine((list) => new Set(list.map((c) => c.claimNo)).size === list.length, "claim numbers repeat")
    .refine(
      (list) => list.every((c) => c.history.at(-1)?.status === c.status),
      "a claim's last history entry is its status",
    ),
});
export type DemoClaims = z.infer<typeof DemoClaimsFile>;

export function readDemoClaims(seedDir: string): { text: string; data: DemoClaims } | null {
  const file = path.join(seedDir, DEMO_CLAIMS_FILE);
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, "utf8");
  const parsed = DemoClaimsFile.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      `${DEMO_CLAIMS_FILE}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  return { text, data: parsed.data };
}

/** Load the demo claims when the file differs from what was loaded last; how many were written. */
export async function seedDemoClaims(db: Db, seedDir: string): Promise<number> {
  const file = readDemoClaims(seedDir);
  if (!file) return 0;
  const digest = crypto.createHash("sha256").update(file.text).digest("hex");
  const [seen] = await db.select().from(catalogueSeeds).where(eq(catalogueSeeds.name, SEED_NAME));
  if (seen?.digest === digest) return 0;
  await db.transaction(async (tx) => {
    for (const claim of file.data.claims) {
      const row = { ...claim, intimatedAt: new Date(claim.intimatedAt), fromDigest: null };
      const { claimNo: _key, ...changes } = row;
      await tx.insert(claims).values(row).onConflictDoUpdate({ target: claims.claimNo, set: changes });
    }
    await tx
      .insert(catalogueSeeds)
      .values({ name: SEED_NAME, digest })
      .onConflictDoUpdate({ target: catalogueSeeds.name, set: { digest, loadedAt: new Date() } });
  });
  return file.data.claims.length;
}
