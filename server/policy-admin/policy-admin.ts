/**
 * The policy administration system behind one adapter (docs/site-api.md
 * "Service requests, claims, policies, locations", decision 053): tables in
 * our database by default, seeded with demo policies so every flow can be
 * tried offline; the insurer's system over HTTP when POLICY_ADMIN_URL is set.
 *
 * Grouped by record kind, so that issue 14 adds `claims` and `certificates`
 * beside `policies` and `mandates` without touching their callers.
 */
import type { MandateSwitchOutcome, MandateSwitchRequest, Policy, PolicyHolderIdentity } from "./policy-records";

export interface PolicyRecords {
  /**
   * The policy whose number and holder's date of birth both match; null otherwise, one answer for
   * an unknown number and a wrong date (no enumeration).
   */
  find(identity: PolicyHolderIdentity): Promise<Policy | null>;
}

export interface MandateRecords {
  /**
   * Switch the mandate of the policy that matches the identity to the action's status, and write
   * its audit entry in the same transaction, before answering.
   */
  switch(request: MandateSwitchRequest): Promise<MandateSwitchOutcome>;
}

export interface PolicyAdministration {
  /** "tables" (our database, demo records) or "http" (the insurer's system), for the start-up log. */
  kind: "tables" | "http";
  policies: PolicyRecords;
  mandates: MandateRecords;
}

/** The system did not answer, or answered something else than the contract: nothing the visitor did. */
export class PolicyAdminUnavailableError extends Error {
  override name = "PolicyAdminUnavailableError";
}
