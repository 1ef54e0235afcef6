/**
 * Tables of the self-service requests (issue 14, decision 057): each request
 * a visitor makes, written with its reference number before the visitor
 * hears "done"; its status history; its outbox row, which the worker hands
 * to the service desk adapter with retries; the default desk's inbox; and the
 * do-not-call register the lead pipeline reads.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { ServiceRequestKind, ServiceRequestStatus } from "@contracts/service-requests/service-request-rules";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date", precision: 3 });

export const serviceRequests = pgTable(
  "service_requests",
  {
    id: uuid("id").primaryKey(),
    /** What the visitor quotes: `DNC-261126-7K3Q9X`. */
    reference: text("reference").notNull().unique(),
    kind: text("kind").$type<ServiceRequestKind>().notNull(),
    status: text("status").$type<ServiceRequestStatus>().notNull(),
    /** The mobile the request is about or from; with the reference it opens the status. */
    mobile: text("mobile"),
    policyNo: text("policy_no"),
    /** What the desk needs beyond the mobile and policy (the form's other fields). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("service_requests_kind_created_idx").on(t.kind, t.createdAt)],
);

/** Every status a request has had, oldest first: what a status look-up shows. */
export const serviceRequestEvents = pgTable(
  "service_request_events",
  {
    id: serial("id").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    status: text("status").$type<ServiceRequestStatus>().notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [index("service_request_events_request_idx").on(t.requestId, t.at)],
);

/** As the lead outbox (server/lead/lead.schema.ts): a due time that a claiming worker moves forward (a lease). */
export const serviceRequestOutbox = pgTable(
  "service_request_outbox",
  {
    id: serial("id").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .unique()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    deliveredAt: timestamptz("delivered_at"),
    lastError: text("last_error"),
  },
  (t) => [
    index("service_request_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** The default service desk: one row per request, as the insurer's service team reads it. */
export const serviceDeskInbox = pgTable("service_desk_inbox", {
  requestId: uuid("request_id").primaryKey(),
  reference: text("reference").notNull(),
  /** The insurer's collection name for the kind (`donotcalls`, ...). */
  collection: text("collection").notNull(),
  kind: text("kind").notNull(),
  mobile: text("mobile"),
  policyNo: text("policy_no"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  submittedAt: timestamptz("submitted_at").notNull(),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
});

/**
 * The do-not-call register (spec 2 /do-not-call): one row per mobile, written in the transaction of
 * the request that registers it. The lead pipeline marks a lead of a registered mobile at hand-off.
 */
export const doNotCallNumbers = pgTable("do_not_call_numbers", {
  mobile: text("mobile").primaryKey(),
  /** The reference of the request that registered it last. */
  reference: text("reference").notNull(),
  registeredAt: timestamptz("registered_at").notNull().defaultNow(),
  active: boolean("active").notNull().default(true),
});

/** bytea; PGlite hands back a Uint8Array and node-postgres a Buffer: both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Documents a visitor attached to a request (transfer, change, correction): kept in the database,
 * never under a public folder and never served back to a browser; the service desk receives them
 * with the request. The type is the one sniffed from the bytes, not the name's.
 */
export const serviceRequestDocuments = pgTable(
  "service_request_documents",
  {
    id: uuid("id").primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => serviceRequests.id, { onDelete: "cascade" }),
    /** Which document of the form (`rc`, `transfer_form`, `proof`). */
    documentKey: text("document_key").notNull(),
    /** The name the visitor's file had, cut to 120 characters; only shown to the service team. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("service_request_documents_request_idx").on(t.requestId)],
);
