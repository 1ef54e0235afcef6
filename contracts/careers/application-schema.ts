/**
 * The one schema of a job application (issue 16, /current-opening): the form
 * checks its fields with it in the browser, and the site API checks the
 * posted form again with it (docs/site-api.md "Careers"). Messages are
 * translation keywords; the API answers the English text of each.
 *
 * The CV is checked by what the file is (its first bytes: PDF, Word 97-2003
 * or Word .docx), never by its name or the type the browser claims.
 */
import * as z from "zod/mini";
import { EMAIL_PATTERN } from "../lead/lead-rules";
import { FullNameSchema, MobileSchema } from "../lead/lead-schema";

z.config({ jitless: true });

/** The largest CV accepted: 2 MB (a few pages of PDF or Word with a photograph). */
export const CV_MAX_BYTES = 2 * 1024 * 1024;
/** The most a whole application may weigh on the wire: the CV and the form's fields. */
export const APPLICATION_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;
export const COVER_NOTE_MAX = 1500;
export const EXPERIENCE_MAX_YEARS = 50;

export const CAREER_MESSAGES = {
  career_job_invalid: "Please choose one of the openings on this page.",
  career_email_invalid: "Please enter your e-mail address, for example name@example.com.",
  career_experience_invalid: "Please enter your experience in whole years, from 0 to 50.",
  career_note_too_long: "Please shorten your note to 1,500 characters or fewer.",
  career_consent_required: "Please tick the box to let us use your details for this application.",
  career_cv_required: "Please attach your CV.",
  career_cv_too_large: "Your CV is larger than 2 MB. Please attach a smaller file.",
  career_cv_type: "Please attach your CV as a PDF or Word file (.pdf, .doc or .docx).",
  career_job_closed: "This opening is no longer accepting applications. Please choose another opening.",
  career_rate_limited: "We have received several applications from you. Please try again tomorrow, or call us.",
} as const;
export type CareerMessageKey = keyof typeof CAREER_MESSAGES;

const problem = (key: CareerMessageKey) => ({ error: key });

export const ApplicationFieldsSchema = z.object({
  job: z
    .string(problem("career_job_invalid"))
    .check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, problem("career_job_invalid"))),
  fullName: FullNameSchema,
  mobile: MobileSchema,
  email: z
    .string(problem("career_email_invalid"))
    .check(z.maxLength(254, problem("career_email_invalid")), z.regex(EMAIL_PATTERN, problem("career_email_invalid"))),
  experience: z
    .string(problem("career_experience_invalid"))
    .check(z.regex(/^\d{1,2}$/, problem("career_experience_invalid")))
    .check(z.refine((v) => Number(v) <= EXPERIENCE_MAX_YEARS, problem("career_experience_invalid"))),
  note: z._default(
    z.string(problem("career_note_too_long")).check(z.maxLength(COVER_NOTE_MAX, problem("career_note_too_long"))),
    "",
  ),
  consent: z.literal("yes", problem("career_consent_required")),
});
export type ApplicationFields = z.infer<typeof ApplicationFieldsSchema>;
export type ApplicationField = keyof ApplicationFields | "cv";

export type CvKind = "pdf" | "doc" | "docx";
export const CV_MIME: Record<CvKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (a compound file)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // a .docx is a zip whose parts include word/document.xml

/** What a file is, by its bytes; null for anything but a PDF or Word document. */
export function cvKindOf(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE)) return "doc";
  if (startsWith(bytes, ZIP)) {
    // the part names are stored as plain text in the zip's headers
    const text = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, CV_MAX_BYTES)));
    return text.includes("word/document.xml") ? "docx" : null;
  }
  return null;
}

/** The CV's problem, or null: present, at most CV_MAX_BYTES, a PDF or Word document by its bytes. */
export function cvProblem(bytes: Uint8Array | null): CareerMessageKey | null {
  if (!bytes || bytes.length === 0) return "career_cv_required";
  if (bytes.length > CV_MAX_BYTES) return "career_cv_too_large";
  return cvKindOf(bytes) ? null : "career_cv_type";
}
