/**
 * The unclaimed amounts search (issue 16, decision 060): an amount is shown only when the policy
 * number, the holder's name and date of birth all match a published entry of the restricted
 * `unclaimedpolicies` collection. Every search counts against two limits kept in the database
 * (decision 013): 20 an hour per address, and 5 an hour per policy number, so nobody can try
 * dates of birth against one policy. Logs carry a masked policy number only.
 */
import { contentQuery } from "@contracts/content/content-query";
import { fetchEntries, type ContentSource } from "@contracts/content/content-source";
import {
  sameName,
  UNCLAIMED_KINDS,
  type UnclaimedKind,
  type UnclaimedLookup,
  type UnclaimedResult,
} from "@contracts/regulatory/unclaimed";
import type { Db } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";

export const UNCLAIMED_LIMITS = {
  perAddress: { scope: "unclaimed-address", limit: 20, windowSeconds: 3600 },
  perPolicy: { scope: "unclaimed-policy", limit: 5, windowSeconds: 3600 },
} as const;

/** MTR/2026/1004821 -> MTR/****\/***4821: enough for an operator to match a complaint, nothing more. */
export function maskPolicy(policy: string): string {
  return policy.replace(/[0-9]/g, (digit, index: number) => (index >= policy.length - 4 ? digit : "*"));
}

const kindOf = (value: string): UnclaimedKind =>
  (UNCLAIMED_KINDS as readonly string[]).includes(value) ? (value as UnclaimedKind) : "other";

export function unclaimedLookupFor(db: Db, hashKey: () => Promise<Buffer>, content: ContentSource): UnclaimedLookup {
  return {
    async search(input, clientAddress): Promise<UnclaimedResult> {
      try {
        await hitRateLimits(
          db,
          [
            { ...UNCLAIMED_LIMITS.perAddress, subject: clientAddress },
            { ...UNCLAIMED_LIMITS.perPolicy, subject: input.policy },
          ],
          await hashKey(),
        );
      } catch (error) {
        if (error instanceof RateLimitedError) return { state: "limited" };
        console.error("unclaimed: rate limit unavailable:", error instanceof Error ? error.message : error);
        return { state: "unavailable" };
      }
      let entries;
      try {
        entries = await fetchEntries(
          content,
          contentQuery("unclaimedpolicies").where("policy_number", input.policy).where("publish", true).limit(50),
        );
      } catch (error) {
        console.error("unclaimed: content unavailable:", error instanceof Error ? error.message : error);
        return { state: "unavailable" };
      }
      const matching = entries.filter((e) => sameName(e.holder_name, input.name) && e.date_of_birth === input.dob);
      console.info(`unclaimed: search ${maskPolicy(input.policy)}: ${matching.length ? "found" : "none"}`);
      if (matching.length === 0) return { state: "none", policy: input.policy };
      return {
        state: "found",
        policy: input.policy,
        asOn: matching
          .map((e) => e.as_on)
          .sort()
          .at(-1)!,
        amounts: matching.map((e) => ({
          kind: kindOf(e.amount_type),
          amount: Number(e.amount),
          dueSince: e.due_since ?? "",
        })),
      };
    },
  };
}
