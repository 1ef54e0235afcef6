/**
 * The do-not-call register as the rest of the site reads it: the lead
 * outbox marks a lead of a registered mobile when it hands it to the CRM
 * (issue 14 "Do not call", decision 057).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { doNotCallNumbers } from "./service-requests.schema";

export async function isDoNotCall(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ mobile: doNotCallNumbers.mobile })
    .from(doNotCallNumbers)
    .where(and(eq(doNotCallNumbers.mobile, mobile), eq(doNotCallNumbers.active, true)));
  return row !== undefined;
}
