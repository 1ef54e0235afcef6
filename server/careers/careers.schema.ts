/**
 * Job applications (issue 16, /current-opening): each is written with its CV
 * before the applicant is told "done", under a reference number they can
 * quote. The CV lives here, in the database, never under public/: only the
 * recruitment team's own tools read it back.
 */
import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const careerApplications = pgTable(
  "career_applications",
  {
    id: serial("id").primaryKey(),
    /** what the applicant is told and may quote, e.g. CA-260426-7KQ3MZ */
    reference: text("reference").notNull().unique(),
    /** the opening's slug in the content service's `jobs` */
    job: text("job").notNull(),
    fullName: text("full_name").notNull(),
    mobile: text("mobile").notNull(),
    email: text("email").notNull(),
    experienceYears: integer("experience_years").notNull(),
    note: text("note").notNull().default(""),
    /** the page's language the applicant wrote in: en, hi or kn */
    lang: text("lang").notNull(),
    cvName: text("cv_name").notNull(),
    /** the type found in the file's bytes, never the browser's claim */
    cvMime: text("cv_mime").notNull(),
    cvSize: integer("cv_size").notNull(),
    cvSha256: text("cv_sha256").notNull(),
    cv: bytea("cv").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("career_applications_job_idx").on(t.job, t.createdAt),
    check("career_applications_cv_size_check", sql`${t.cvSize} > 0 and ${t.cvSize} <= 2097152`),
  ],
);
