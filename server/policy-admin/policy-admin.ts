/**
 * The policy administration system behind one adapter (docs/site-api.md
 * "Service requests, claims, policies, locations", decision 053): tables in
 * our database by default, seeded with demo policies so every flow can be
 * tried offline; the insurer's system over HTTP when POLICY_ADMIN_URL is set.
 *
 * Grouped by record kind: `policies`, `mandates`, and (issue 14) `claims`.
 */
import type { ClaimIntimation, ClaimLookup } from "@contracts/claims/claim-schema";
import type {
  ClaimIntimationOutcome,
  ClaimKind,
  ClaimWithPolicy,
  MandateSwitchOutcome,
  MandateSwitchRequest,
  Policy,
  PolicyHolderIdentity,
} from "./policy-records";

export interface PolicyRecords {
  /**
   * The policy whose number and holder's date of birth both match; null otherwise, one answer for
   * an unknown number and a wrong date (no enumeration).
   */
  find(identity: PolicyHolderIdentity): Promise<Policy | null>;
  /**
   * The policy whose number and holder's mobile on record both match; null otherwise (issue 14:
   * policy print by mobile and OTP, decision 059). The mobile only names where the OTP goes: the
   * caller shows nothing of the policy before the OTP is right.
   */
  findByMobile(identity: { policyNo: string; mobile: string }): Promise<Policy | null>;
}

export interface MandateRecords {
  /**
   * Switch the mandate of the policy that matches the identity to the action's status, and write
   * its audit entry in the same transaction, before answering.
   */
  switch(request: MandateSwitchRequest): Promise<MandateSwitchOutcome>;
}

// ---- claims (issue 14, decision 056) ----
export interface ClaimIntimationRequest extends ClaimIntimation {
  /** When the visitor sent it. */
  at: Date;
  /** An HMAC of the visitor's address (decision 041); never the address. */
  fromDigest: string;
}

export interface ClaimRecords {
  /**
   * Register a claim on the policy of the line named by number or (motor) registration whose
   * holder's mobile is the one given, in one transaction, before answering; `no-match` for an
   * unknown policy and a wrong mobile alike.
   */
  intimate(request: ClaimIntimationRequest): Promise<ClaimIntimationOutcome>;
  /**
   * The claim and its policy when the claim number and the proof (the mobile it was intimated
   * from, the holder's mobile, or the policy number) match together; null otherwise.
   */
  find(lookup: ClaimLookup): Promise<ClaimWithPolicy | null>;
  /** The line and product of a claim's policy by its number alone (a claim document's address), or null. */
  kind(claimNo: string): Promise<ClaimKind | null>;
}

export interface PolicyAdministration {
  /** "tables" (our database, demo records) or "http" (the insurer's system), for the start-up log. */
  kind: "tables" | "http";
  policies: PolicyRecords;
  mandates: MandateRecords;
  claims: ClaimRecords;
}

/** The system did not answer, or answered something else than the contract: nothing the visitor did. */
export class PolicyAdminUnavailableError extends Error {
  override name = "PolicyAdminUnavailableError";
}
