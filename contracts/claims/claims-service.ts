/**
 * What the claim pages and the site API ask of the claims service (issue 14,
 * decision 056); server/claims/claims-service.ts makes it. Bodies go in as
 * sent: the service parses them with the forms' one schema.
 */
import type { PrintDocument } from "../print/print-document";
import type { ClaimDocumentKind } from "./claim-pages";
import type { ClaimCause, ClaimDocumentCode, ClaimMessageKey, ClaimStatus } from "./claim-rules";

/** Who sends: the client's address (rate limits, audit digest). */
export interface ClaimRequester {
  address: string;
}

export type ClaimAnswer<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400 | 404 | 429 | 503;
      message: ClaimMessageKey;
      /** The form field the message is about, when it is about one. */
      field?: string;
      /** Seconds, with 429 and 503. */
      retryAfter?: number;
    };

export interface ClaimRegistered {
  claimNo: string;
  /** The policy, masked (MT************21): the visitor sees which policy it went to. */
  policyNo: string;
  intimatedAt: string;
  /** The mobile the SMS went to, masked. */
  mobile: string;
  /** Whether the SMS provider took the message (the claim is registered either way). */
  smsSent: boolean;
}

/** What the status page shows once the claim number and its proof match. */
export interface ClaimStatusView {
  claimNo: string;
  policyNo: string;
  product: string;
  line: "motor" | "health" | "travel" | "home";
  cause: ClaimCause;
  lossDate: string;
  intimatedAt: string;
  status: ClaimStatus;
  history: { status: ClaimStatus; at: string }[];
  documents: { code: ClaimDocumentCode; received: boolean }[];
  handler: { role: "surveyor" | "tpa" | "claims-desk"; name: string; phone: string; email: string } | null;
  amountClaimed: number | null;
  amountSettled: number | null;
}

export interface ClaimsService {
  intimate(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<ClaimRegistered>>;
  status(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<ClaimStatusView>>;
  /**
   * Whether a claim document's address names a claim this document is for (its number alone: the
   * address answers 404 otherwise); throws when the records cannot answer.
   */
  documentExists(kind: ClaimDocumentKind, claimNo: string): Promise<boolean>;
  /** The document of a claim, prefilled, once `{claimNo, verifier}` match (the checks of `status`). */
  document(kind: ClaimDocumentKind, body: unknown, from: ClaimRequester): Promise<ClaimAnswer<PrintDocument>>;
  /** A subrogation request (/subrogation): stored with its reference before the answer, with the letter to sign. */
  subrogate(body: unknown, from: ClaimRequester): Promise<ClaimAnswer<{ reference: string; letter: PrintDocument }>>;
}
