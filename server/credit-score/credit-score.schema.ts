/**
 * The free credit score check's own table (decision 059): one row per check,
 * beside its service request (`CSC-...`, the consent record handed to the
 * desk). It holds what step 2 needs and nothing longer than needed:
 * - the token that opens the OTP step, as an HMAC only;
 * - the OTP, as an HMAC only, with its expiry and wrong tries;
 * - the name, date of birth and PAN the bureau will be asked about, sealed
 *   (AES-256-GCM under a key derived from the server-only hash secret) and
 *   wiped once the bureau has answered;
 * - the outcome and band the result pages show (never the score itself).
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { CreditBand, CreditOutcome } from "@contracts/credit-score/credit-score-rules";
import { serviceRequests } from "../service-requests/service-requests.schema";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const creditScoreChecks = pgTable(
  "credit_score_checks",
  {
    id: uuid("id").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .unique()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    /** HMAC of the check's token (the browser holds the token). */
    tokenHash: text("token_hash").notNull().unique(),
    /** The mobile the OTP went to. */
    mobile: text("mobile").notNull(),
    /** HMAC of the PAN, when one was given (limits and the desk's duplicate checks); never the PAN. */
    panDigest: text("pan_digest"),
    /** The bureau query's personal details, sealed; null once the bureau has answered. */
    identitySealed: text("identity_sealed"),
    /** HMAC of the row id and the OTP; never the OTP. */
    codeHash: text("code_hash").notNull(),
    sentAt: timestamptz("sent_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: timestamptz("verified_at"),
    outcome: text("outcome").$type<CreditOutcome>(),
    band: text("band").$type<CreditBand>(),
    asOf: text("as_of"),
    answeredAt: timestamptz("answered_at"),
  },
  (t) => [index("credit_score_checks_mobile_sent_idx").on(t.mobile, t.sentAt)],
);
