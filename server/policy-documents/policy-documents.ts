/**
 * Policy print and CIS download (issue 14, decision 057): a holder finds
 * their policy by its number and their date of birth; the request is stored
 * with a reference number (completed at once), and the answer carries two
 * short-lived addresses from which the server makes the schedule and the
 * Customer Information Sheet as PDFs. One answer for an unknown policy and a
 * wrong date of birth; attempts limited per address and per policy number.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { ContentSource } from "@contracts/content/content-source";
import {
  FindPolicyByOtpSchema,
  FindPolicySchema,
  PolicyOtpRequestSchema,
} from "@contracts/service-requests/service-request-schema";
import { SERVICE_MESSAGES, type ServiceMessageKey } from "@contracts/service-requests/service-request-rules";
import { maskMobile } from "../lead/personal-data";
import type { SubjectOtp, SubjectOtpProblem } from "../otp/subject-otp";
import type { PolicySummary, SelfServiceAnswer } from "@contracts/service-requests/self-service";
import type { Database } from "../db/client";
import { hitRateLimits, RateLimitedError } from "../http/rate-limit";
import type { PolicyAdministration } from "../policy-admin/policy-admin";
import type { Policy } from "../policy-admin/policy-records";
import { maskPolicyNumber } from "../auto-debit/auto-debit-router";
import { storeServiceRequest } from "../service-requests/service-request-store";
import { serviceRequests } from "../service-requests/service-requests.schema";
import {
  ipRule,
  limitRefusal,
  refusal,
  shapeRefusal,
  subjectRule,
  unavailable,
  type SelfServiceLimits,
} from "../service-requests/self-service";
import { customerInformationSheetPdf, policySchedulePdf, type InsurerDetails } from "./policy-pdf";
import { policyDocumentLinks } from "./policy-documents.schema";

/** How long a download address works after the holder found the policy. */
export const LINK_VALID_SECONDS = 15 * 60;
export const DOCUMENT_API = "/api/policy-documents";
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export type PolicyDocumentKind = "schedule" | "cis";

export interface PolicyDocumentsOptions {
  database: Database;
  hashKey: () => Promise<Buffer>;
  policyAdmin: PolicyAdministration;
  content: ContentSource;
  limits: SelfServiceLimits;
  /** OTPs to the mobile on a policy (policy print by mobile and OTP, decision 059). */
  otp: SubjectOtp;
  now?: () => Date;
}

const OTP_PROBLEMS: Record<Exclude<SubjectOtpProblem, "unavailable">, ServiceMessageKey> = {
  wait: "ss_otp_wait",
  limit: "ss_limited",
  invalid: "ss_otp_invalid",
  expired: "ss_otp_expired",
  locked: "ss_otp_locked",
  none: "ss_otp_none",
};

export const policyOtpSubject = (policyNo: string) => `policy:${policyNo}`;

function tokenDigest(hashKey: Buffer, token: string): string {
  return crypto.createHmac("sha256", hashKey).update(`policy-document\u0000${token}`).digest("base64url");
}

interface SiteSettingsEntry {
  Brand_Name_en?: string;
  Legal_Address_en?: string;
  Copyright_en?: string;
  Support_Email?: string;
  Consumer_Portal_Url?: string;
  Helplines?: { Number?: string }[];
}

/** The insurer's details from the content service's site settings (the registration out of the copyright line). */
export async function insurerDetails(content: ContentSource): Promise<InsurerDetails> {
  const [settings] = await content.get<SiteSettingsEntry[]>("/sitesettings?_limit=1");
  const name = settings?.Legal_Address_en?.split(",")[0]?.trim() || settings?.Brand_Name_en;
  const registration = /IRDAI Registration No\.?\s*\d+/i.exec(settings?.Copyright_en ?? "")?.[0];
  const helpline = settings?.Helplines?.find((line) => line.Number)?.Number;
  if (!name || !settings?.Legal_Address_en || !registration || !helpline || !settings.Support_Email) {
    throw new Error("site settings lack the insurer's name, address, registration, helpline or e-mail");
  }
  return {
    name,
    legalAddress: settings.Legal_Address_en,
    registration,
    helpline,
    email: settings.Support_Email,
    grievancePortal: settings.Consumer_Portal_Url ?? "https://bimabharosa.irdai.gov.in",
  };
}

export function createPolicyDocuments(options: PolicyDocumentsOptions) {
  const { database, policyAdmin, limits } = options;
  const now = options.now ?? (() => new Date());

  /** The "mobile and OTP" proof's first step: an OTP to the policy's mobile when number and mobile match. */
  async function sendPolicyOtp(
    body: unknown,
    client: string,
  ): Promise<SelfServiceAnswer<{ message: string; mobile: string; policyNo: string }>> {
    const parsed = PolicyOtpRequestSchema.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error);
    const { policyNo, mobile } = parsed.data;
    const masked = maskPolicyNumber(policyNo);
    try {
      const hashKey = await options.hashKey();
      await hitRateLimits(
        database.db,
        [ipRule("policy-otp", client, limits), subjectRule("policy-otp", policyNo, limits)],
        hashKey,
      );
    } catch (error) {
      if (error instanceof RateLimitedError) console.warn(`self-service: policy OTP of ${masked} limited`);
      return limitRefusal(error, "limits");
    }
    let policy: Policy | null;
    try {
      policy = await policyAdmin.policies.findByMobile({ policyNo, mobile });
    } catch (error) {
      return unavailable(`policy administration (${policyAdmin.kind})`, error);
    }
    if (!policy) {
      console.info(`self-service: policy OTP ${masked} (${maskMobile(mobile)}): no match`);
      return refusal(404, "ss_no_match");
    }
    const sent = await options.otp.send(policyOtpSubject(policy.policyNo), mobile, "to view your policy documents");
    if (!sent.ok) {
      if (sent.problem === "unavailable") return refusal(503, "ss_unavailable", { retryAfterSeconds: 30 });
      return refusal(sent.problem === "wait" || sent.problem === "limit" ? 429 : 400, OTP_PROBLEMS[sent.problem], {
        ...(sent.retryAfterSeconds !== undefined ? { retryAfterSeconds: sent.retryAfterSeconds } : {}),
      });
    }
    console.info(`self-service: policy OTP ${sent.value.sends} sent for ${masked} (${sent.value.mobile})`);
    return { ok: true, value: { message: SERVICE_MESSAGES.ss_otp_sent, mobile: sent.value.mobile, policyNo } };
  }

  async function findPolicy(
    body: unknown,
    client: string,
    document: "policy-document" | "cis-document",
  ): Promise<SelfServiceAnswer<PolicySummary>> {
    const withOtp = typeof body === "object" && body !== null && !Array.isArray(body) && "otp" in body;
    if (withOtp) return findPolicyByOtp(body, client, document);
    const parsed = FindPolicySchema.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error);
    const { policyNo, dob } = parsed.data;
    const masked = maskPolicyNumber(policyNo);
    let hashKey: Buffer;
    try {
      hashKey = await options.hashKey();
      // every attempt counts, refused ones too: guesses at a policy's date of birth run out
      await hitRateLimits(
        database.db,
        [ipRule("policy-document", client, limits), subjectRule("policy-document", policyNo, limits)],
        hashKey,
      );
    } catch (error) {
      if (error instanceof RateLimitedError) console.warn(`self-service: policy documents of ${masked} limited`);
      return limitRefusal(error, "limits");
    }
    let policy: Policy | null;
    try {
      policy = await policyAdmin.policies.find({ policyNo, dateOfBirth: dob });
    } catch (error) {
      return unavailable(`policy administration (${policyAdmin.kind})`, error);
    }
    if (!policy) {
      console.info(`self-service: ${document} ${masked}: no match`);
      return refusal(404, "ss_no_match");
    }
    return issue(policy, dob, hashKey, document);
  }

  /** Policy print by mobile and OTP: the OTP sent to the policy's mobile opens the same links. */
  async function findPolicyByOtp(
    body: unknown,
    client: string,
    document: "policy-document" | "cis-document",
  ): Promise<SelfServiceAnswer<PolicySummary>> {
    const parsed = FindPolicyByOtpSchema.safeParse(body);
    if (!parsed.success) return shapeRefusal(parsed.error);
    const { policyNo, mobile, otp } = parsed.data;
    const masked = maskPolicyNumber(policyNo);
    let hashKey: Buffer;
    try {
      hashKey = await options.hashKey();
      await hitRateLimits(
        database.db,
        [ipRule("policy-document", client, limits), subjectRule("policy-document", policyNo, limits)],
        hashKey,
      );
    } catch (error) {
      return limitRefusal(error, "limits");
    }
    const checked = await options.otp.check(policyOtpSubject(policyNo), otp);
    if (!checked.ok) {
      if (checked.problem === "unavailable") return refusal(503, "ss_unavailable", { retryAfterSeconds: 30 });
      return refusal(400, OTP_PROBLEMS[checked.problem], { field: "otp" });
    }
    let policy: Policy | null;
    try {
      policy = await policyAdmin.policies.findByMobile({ policyNo, mobile });
    } catch (error) {
      return unavailable(`policy administration (${policyAdmin.kind})`, error);
    }
    if (!policy) {
      console.info(`self-service: ${document} ${masked} by OTP: no match`);
      return refusal(404, "ss_no_match");
    }
    return issue(policy, policy.holder.dateOfBirth, hashKey, document);
  }

  /** Store the request with its download link, before the holder sees the addresses. */
  async function issue(
    policy: Policy,
    dob: string,
    hashKey: Buffer,
    document: "policy-document" | "cis-document",
  ): Promise<SelfServiceAnswer<PolicySummary>> {
    const masked = maskPolicyNumber(policy.policyNo);
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now().getTime() + LINK_VALID_SECONDS * 1000);
    try {
      const stored = await storeServiceRequest(database, hashKey, {
        kind: document,
        mobile: policy.holder.mobile,
        policyNo: policy.policyNo,
        status: "completed",
        async alongside(tx, { id }) {
          await tx.insert(policyDocumentLinks).values({
            tokenDigest: tokenDigest(hashKey, token),
            requestId: id,
            policyNo: policy.policyNo,
            holderDob: dob,
            expiresAt,
          });
        },
      });
      console.info(`self-service: ${document} ${stored.reference} for ${masked}`);
      return {
        ok: true,
        value: {
          reference: stored.reference,
          policyNo: policy.policyNo,
          product: policy.product,
          line: policy.line,
          holderName: policy.holder.name,
          periodStart: policy.period.start,
          periodEnd: policy.period.end,
          premium: policy.premium,
          scheduleUrl: `${DOCUMENT_API}/${token}/schedule.pdf`,
          cisUrl: `${DOCUMENT_API}/${token}/cis.pdf`,
          expiresAt: expiresAt.toISOString(),
        },
      };
    } catch (error) {
      return unavailable("request store", error);
    }
  }

  /** The PDF a download address names: 410 once expired, 404 for a token never given. */
  async function documentPdf(
    token: string,
    kind: PolicyDocumentKind,
  ): Promise<SelfServiceAnswer<{ bytes: Uint8Array; filename: string }>> {
    if (!TOKEN_PATTERN.test(token)) return refusal(404, "ss_link_expired");
    try {
      const hashKey = await options.hashKey();
      const [link] = await database.db
        .select()
        .from(policyDocumentLinks)
        .where(eq(policyDocumentLinks.tokenDigest, tokenDigest(hashKey, token)));
      if (!link) return refusal(404, "ss_link_expired");
      if (link.expiresAt.getTime() <= now().getTime()) return refusal(410, "ss_link_expired");
      const policy = await policyAdmin.policies.find({ policyNo: link.policyNo, dateOfBirth: link.holderDob });
      if (!policy) return refusal(410, "ss_link_expired");
      const [request] = await database.db
        .select({ reference: serviceRequests.reference })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, link.requestId));
      const insurer = await insurerDetails(options.content);
      const meta = { reference: request?.reference ?? "", issuedAt: now() };
      const bytes =
        kind === "schedule"
          ? await policySchedulePdf(policy, insurer, meta)
          : await customerInformationSheetPdf(policy, insurer, meta);
      const safeNo = policy.policyNo.replace(/[^A-Z0-9]+/g, "-");
      return {
        ok: true,
        value: { bytes, filename: `${kind === "schedule" ? "policy-schedule" : "cis"}-${safeNo}.pdf` },
      };
    } catch (error) {
      return unavailable("policy document", error);
    }
  }

  return { findPolicy, sendPolicyOtp, documentPdf };
}

export type PolicyDocuments = ReturnType<typeof createPolicyDocuments>;
