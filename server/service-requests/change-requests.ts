/**
 * Transfer of ownership, change of policy details, add details and vehicle
 * correction (issue 14, decision 057): the holder proves who they are with
 * the policy number and date of birth, says what changes, and attaches the
 * documents the request needs. Order of checks: fields (the shared schema),
 * documents (presence, size, type sniffed from the bytes), limits per
 * address and per policy number, then the records (one answer for an
 * unknown policy and a wrong date of birth). The request, its documents and
 * its outbox row are written in one transaction before the answer; the
 * service desk gets it through the outbox.
 */
import crypto from "node:crypto";
import {
  CHANGE_RULES,
  changeRequestSchema,
  documentRequired,
  DOCUMENT_MAX_BYTES,
  sniffDocumentType,
  type ChangeKind,
} from "@contracts/service-requests/change-requests";
import { SERVICE_MESSAGES, type ServiceRequestAccepted } from "@contracts/service-requests/service-request-rules";
import type { SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { Database } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import type { PolicyAdministration } from "../policy-admin/policy-admin";
import { maskPolicyNumber } from "../auto-debit/auto-debit-router";
import {
  ipRule,
  limitRefusal,
  refusal,
  shapeRefusal,
  subjectRule,
  unavailable,
  type SelfServiceLimits,
} from "./self-service";
import { storeServiceRequest } from "./service-request-store";
import { serviceRequestDocuments } from "./service-requests.schema";

/** A file as the page's form or the API's JSON brought it. */
export interface UploadedDocument {
  key: string;
  name: string;
  bytes: Uint8Array;
}

export interface ChangeRequestsOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  policyAdmin: PolicyAdministration;
  limits: SelfServiceLimits;
}

const FILE_NAME_MAX = 120;

function safeFileName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}/\\]+/gu, "_").trim();
  return (cleaned || "document").slice(0, FILE_NAME_MAX);
}

export function createChangeRequests(options: ChangeRequestsOptions) {
  const { database, policyAdmin, limits } = options;
  const schemas = new Map(
    Object.keys(CHANGE_RULES).map((kind) => [kind, changeRequestSchema(kind as ChangeKind)] as const),
  );

  return async function submitChange(
    kind: ChangeKind,
    body: unknown,
    documents: UploadedDocument[],
    client: string,
  ): Promise<SelfServiceAnswer<ServiceRequestAccepted>> {
    const rule = CHANGE_RULES[kind];
    const parsed = schemas.get(kind)!.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error);
    const fields = parsed.data;
    const detail = fields.detail ?? Object.keys(rule.details)[0]!;

    // documents: one per key of the kind, each present where required, within size and of a known type
    const accepted: (UploadedDocument & { contentType: string })[] = [];
    for (const documentRule of rule.documents) {
      const field = `doc_${documentRule.key}`;
      const files = documents.filter((d) => d.key === documentRule.key && d.bytes.length > 0);
      if (files.length === 0) {
        if (documentRequired(documentRule, detail)) return refusal(400, "ss_document_required", { field });
        continue;
      }
      if (files.length > 1) return refusal(400, "ss_body", { field });
      const file = files[0]!;
      if (file.bytes.length > DOCUMENT_MAX_BYTES) return refusal(413, "ss_document_size", { field });
      const contentType = sniffDocumentType(file.bytes);
      if (!contentType) return refusal(415, "ss_document_type", { field });
      accepted.push({ ...file, contentType });
    }
    if (documents.some((d) => d.bytes.length > 0 && !rule.documents.some((r) => r.key === d.key))) {
      return refusal(400, "ss_body", { field: "documents" });
    }

    const masked = maskPolicyNumber(fields.policyNo);
    let hashKey: Buffer;
    try {
      hashKey = await options.hashKey();
      await hitRateLimits(
        database.db,
        [ipRule(kind, client, limits), subjectRule("change-policy", fields.policyNo, limits)],
        hashKey,
      );
    } catch (error) {
      if (error instanceof RateLimitedError) console.warn(`self-service: ${kind} for ${masked} limited`);
      return limitRefusal(error, `${kind} limits`);
    }
    let policy;
    try {
      policy = await policyAdmin.policies.find({ policyNo: fields.policyNo, dateOfBirth: fields.dob });
    } catch (error) {
      return unavailable(`policy administration (${policyAdmin.kind})`, error);
    }
    if (!policy) {
      console.info(`self-service: ${kind} ${masked}: no match`);
      return refusal(404, "ss_no_match");
    }
    if (rule.motorOnly && policy.line !== "motor") return refusal(400, "ss_motor_only", { field: "policyNo" });

    try {
      const metadata = accepted.map((file) => ({
        id: crypto.randomUUID(),
        key: file.key,
        name: safeFileName(file.name),
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
      }));
      const stored = await storeServiceRequest(database, hashKey, {
        kind,
        // the status is looked up with the holder's mobile on record
        mobile: policy.holder.mobile,
        policyNo: policy.policyNo,
        status: "received",
        details: {
          detail,
          value: fields.value.trim(),
          ...(rule.newOwnerMobile ? { newOwnerMobile: fields.mobile } : {}),
          documents: metadata.map(({ id, key, name, contentType, size, sha256 }) => ({
            id,
            key,
            name,
            contentType,
            size,
            sha256,
          })),
        },
        async alongside(tx, { id: requestId }) {
          for (const [index, file] of accepted.entries()) {
            const meta = metadata[index]!;
            await tx.insert(serviceRequestDocuments).values({
              id: meta.id,
              requestId,
              documentKey: file.key,
              fileName: meta.name,
              contentType: meta.contentType,
              size: meta.size,
              sha256: meta.sha256,
              content: Buffer.from(file.bytes),
            });
          }
        },
      });
      console.info(`self-service: ${kind} ${stored.reference} for ${masked} with ${accepted.length} document(s)`);
      return {
        ok: true,
        value: { reference: stored.reference, status: stored.status, message: SERVICE_MESSAGES.ss_change_received },
      };
    } catch (error) {
      if (error instanceof RateLimitedError) return limitRefusal(error, kind);
      return unavailable(`${kind} store`, error);
    }
  };
}

export type SubmitChange = ReturnType<typeof createChangeRequests>;
