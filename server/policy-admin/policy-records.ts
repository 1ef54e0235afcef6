/**
 * What the policy administration system knows, as this site uses it
 * (decision 053): policies, their auto-debit mandates and the mandates'
 * audit, and (issue 14) claims. One set of zod schemas reads the demo seed, the database's JSON
 * columns and the HTTP adapter's answers, so every adapter hands the site
 * the same shapes.
 */
import { z } from "zod";
import { isCalendarDay, POLICY_NUMBER_PATTERN } from "@contracts/auto-debit/auto-debit-rules";
import {
  ALL_CLAIM_CAUSES,
  CLAIM_DOCUMENTS,
  CLAIM_HANDLER_ROLES,
  CLAIM_NUMBER_PATTERN,
  CLAIM_STATUSES,
  type ClaimCause,
} from "@contracts/claims/claim-rules";

const Day = z.string().refine(isCalendarDay, "a day as yyyy-MM-dd");
const Name = z.string().trim().min(1).max(100);
/** As the records spell it: capitals (contracts/auto-debit/auto-debit-rules.ts `normalisePolicyNumber`). */
export const PolicyNumber = z
  .string()
  .regex(POLICY_NUMBER_PATTERN)
  .refine((v) => v === v.toUpperCase(), "in capitals");

export const POLICY_LINES = ["motor", "health", "travel", "home"] as const;
export type PolicyLine = (typeof POLICY_LINES)[number];

export const InsuredObjectSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("vehicle"),
    registration: z.string().min(4).max(13),
    make: Name,
    model: Name,
    variant: Name,
    manufactureYear: z.number().int().min(1950).max(2100),
    /** Insured declared value, whole rupees (0 for a third-party-only policy). */
    idv: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal("members"),
    members: z
      .array(z.object({ name: Name, relation: z.string().min(1).max(40), dateOfBirth: Day }))
      .min(1)
      .max(12),
    /** Sum insured (health: the floater; travel: per traveller), whole units of `currency`. */
    sumInsured: z.number().int().positive(),
    /** Travel cover abroad is in US dollars; everything else in rupees. */
    currency: z.enum(["INR", "USD"]),
    /** Travel: where the trip goes. */
    destination: z.string().min(1).max(100).optional(),
  }),
  z.object({
    kind: z.literal("home"),
    address: z.string().min(1).max(300),
    city: Name,
    pincode: z.string().regex(/^[1-9]\d{5}$/),
    buildingSumInsured: z.number().int().min(0),
    contentsSumInsured: z.number().int().min(0),
  }),
]);
export type InsuredObject = z.infer<typeof InsuredObjectSchema>;

export const NomineeSchema = z.object({ name: Name, relation: z.string().min(1).max(40) });
export type Nominee = z.infer<typeof NomineeSchema>;

export const PolicySchema = z
  .object({
    policyNo: PolicyNumber,
    line: z.enum(POLICY_LINES),
    product: z.string().min(1).max(120),
    holder: z.object({
      name: Name,
      dateOfBirth: Day,
      mobile: z.string().regex(/^[6-9]\d{9}$/),
      email: z.email(),
    }),
    period: z.object({ start: Day, end: Day }),
    /** Whole rupees, taxes included. */
    premium: z.number().int().positive(),
    insured: InsuredObjectSchema,
    nominee: NomineeSchema.nullable(),
  })
  .refine((p) => p.period.end >= p.period.start, { message: "the period ends before it starts", path: ["period"] })
  .refine((p) => (p.line === "motor") === (p.insured.kind === "vehicle"), {
    message: "a motor policy insures a vehicle, and only a motor policy does",
    path: ["insured"],
  })
  .refine((p) => (p.line === "home") === (p.insured.kind === "home"), {
    message: "a home policy insures a home, and only a home policy does",
    path: ["insured"],
  });
export type Policy = z.infer<typeof PolicySchema>;

export const MANDATE_STATUSES = ["active", "inactive"] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MandateSchema = z.object({
  policyNo: PolicyNumber,
  status: z.enum(MANDATE_STATUSES),
  /** The bank and the account's last digits only (`XXXXXXXX4321`). */
  bank: z.object({ name: z.string().min(1).max(100), maskedAccount: z.string().regex(/^X{4,}\d{4}$/) }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Mandate = z.infer<typeof MandateSchema>;

export type MandateAction = "subscribe" | "unsubscribe";

/** The status a mandate has after an action. */
export function statusAfter(action: MandateAction): MandateStatus {
  return action === "subscribe" ? "active" : "inactive";
}

/** Who asks: a policy number with the holder's date of birth, which must match together. */
export interface PolicyHolderIdentity {
  policyNo: string;
  dateOfBirth: string;
}

export interface MandateSwitchRequest extends PolicyHolderIdentity {
  action: MandateAction;
  /** An HMAC of the visitor's address (decision 041), for the audit; never the address. */
  fromDigest: string;
  at: Date;
}

/**
 * - `switched`: the mandate now has the action's status, and the audit has the entry.
 * - `no-match`: no policy has this number with this date of birth (one outcome for both).
 * - `unchanged`: the mandate already had the action's status; nothing was written.
 * - `no-mandate`: the policy has no mandate to switch.
 */
export const MandateSwitchOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("switched"), mandate: MandateSchema }),
  z.object({ outcome: z.literal("no-match") }),
  z.object({ outcome: z.literal("unchanged"), mandate: MandateSchema }),
  z.object({ outcome: z.literal("no-mandate") }),
]);
export type MandateSwitchOutcome = z.infer<typeof MandateSwitchOutcomeSchema>;

// ---- claims (issue 14, decision 056) ----

export const ClaimStatusEntrySchema = z.object({
  status: z.enum(CLAIM_STATUSES),
  at: z.iso.datetime({ offset: true }),
});

export const ClaimHandlerSchema = z.object({
  role: z.enum(CLAIM_HANDLER_ROLES),
  name: z.string().min(1).max(120),
  phone: z.string().regex(/^[0-9 +-]{8,20}$/),
  email: z.email(),
});
export type ClaimHandler = z.infer<typeof ClaimHandlerSchema>;

/** A claim as the policy administration system keeps it. */
export const ClaimSchema = z.object({
  claimNo: z.string().regex(CLAIM_NUMBER_PATTERN),
  policyNo: PolicyNumber,
  line: z.enum(POLICY_LINES),
  cause: z.enum(ALL_CLAIM_CAUSES as [ClaimCause, ...ClaimCause[]]),
  lossDate: Day,
  /** HH:mm, India's time. */
  lossTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  place: z.string().min(1).max(200),
  description: z.string().min(1).max(1000),
  /** The mobile the claim was intimated from (the policy's own, checked at intimation). */
  reporterMobile: z.string().regex(/^[6-9]\d{9}$/),
  intimatedAt: z.iso.datetime({ offset: true }),
  status: z.enum(CLAIM_STATUSES),
  /** Oldest first; the last entry's status is `status`. */
  history: z.array(ClaimStatusEntrySchema).min(1),
  /** What the claim still needs or has received. */
  documents: z.array(z.object({ code: z.enum(CLAIM_DOCUMENTS), received: z.boolean() })),
  handler: ClaimHandlerSchema.nullable(),
  /** Whole rupees: what was claimed (an estimate until assessed) and what was paid. */
  amountClaimed: z.number().int().min(0).nullable(),
  amountSettled: z.number().int().min(0).nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** A claim with the policy it is made on: what the claim's documents print. */
export const ClaimWithPolicySchema = z.object({ claim: ClaimSchema, policy: PolicySchema });
export type ClaimWithPolicy = z.infer<typeof ClaimWithPolicySchema>;

/**
 * - `registered`: the claim is in the records with its number (and its first status).
 * - `no-match`: no policy of the line has this number or registration with this mobile.
 * - `outside-period`: the policy matches, but the day of loss is outside its period.
 */
export const ClaimIntimationOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("registered"), claim: ClaimSchema }),
  z.object({ outcome: z.literal("no-match") }),
  z.object({ outcome: z.literal("outside-period") }),
]);
export type ClaimIntimationOutcome = z.infer<typeof ClaimIntimationOutcomeSchema>;

/** What a claim number alone tells (for a claim document's address): the line of its policy, nothing personal. */
export const ClaimKindSchema = z.object({ line: z.enum(POLICY_LINES), product: z.string() });
export type ClaimKind = z.infer<typeof ClaimKindSchema>;
