/**
 * Writing a job application (issue 16): the rate limits are counted and the
 * application with its CV is written in one transaction, before the
 * applicant is told "done"; a refused request rolls its hits back.
 */
import crypto from "node:crypto";
import type { Database } from "../db/client";
import { hitRateLimits } from "../http/rate-limit";
import { careerApplications } from "./careers.schema";
import type { ApplicationFields, CvKind } from "@contracts/careers/application-schema";
import { CV_MIME } from "@contracts/careers/application-schema";

export interface ApplicationLimits {
  /** applications one address may send per hour */
  perIp: number;
  /** applications one mobile number may send per day (over all openings) */
  perMobile: number;
}

export interface NewApplication {
  fields: ApplicationFields;
  lang: string;
  cv: { name: string; kind: CvKind; bytes: Buffer };
  clientAddress: string;
}

// no 0/O or 1/I: a reference is read out over the phone
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** CA-YYMMDD-XXXXXX: the day (India) it was received, and six random characters. */
export function applicationReference(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "2-digit",
    month: "2-digit",
    day: "2-digit",
  })
    .format(now)
    .replace(/-/g, "");
  const random = Array.from(crypto.randomBytes(6), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
  return `CA-${day}-${random}`;
}

/** A file name as stored: its last path part, printable, at most 120 characters. */
export function storedFileName(name: string, kind: CvKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 120);
  return base || `cv.${kind}`;
}

export async function saveApplication(
  database: Database,
  hashKey: Buffer,
  limits: ApplicationLimits,
  application: NewApplication,
): Promise<{ id: number; reference: string }> {
  const { fields, cv } = application;
  return database.db.transaction(async (tx) => {
    await hitRateLimits(
      tx,
      [
        { scope: "career-ip", subject: application.clientAddress, limit: limits.perIp, windowSeconds: 3600 },
        { scope: "career-mobile", subject: fields.mobile, limit: limits.perMobile, windowSeconds: 86_400 },
      ],
      hashKey,
    );
    const reference = applicationReference();
    const [row] = await tx
      .insert(careerApplications)
      .values({
        reference,
        job: fields.job,
        fullName: fields.fullName.trim(),
        mobile: fields.mobile,
        email: fields.email,
        experienceYears: Number(fields.experience),
        note: fields.note.trim(),
        lang: application.lang,
        cvName: storedFileName(cv.name, cv.kind),
        cvMime: CV_MIME[cv.kind],
        cvSize: cv.bytes.length,
        cvSha256: crypto.createHash("sha256").update(cv.bytes).digest("hex"),
        cv: cv.bytes,
      })
      .returning({ id: careerApplications.id, reference: careerApplications.reference });
    return row!;
  });
}
