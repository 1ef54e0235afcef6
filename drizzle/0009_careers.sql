CREATE TABLE "career_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"job" text NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"experience_years" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lang" text NOT NULL,
	"cv_name" text NOT NULL,
	"cv_mime" text NOT NULL,
	"cv_size" integer NOT NULL,
	"cv_sha256" text NOT NULL,
	"cv" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "career_applications_cv_size_check" CHECK ("career_applications"."cv_size" > 0 and "career_applications"."cv_size" <= 2097152)
);
--> statement-breakpoint
CREATE INDEX "career_applications_job_idx" ON "career_applications" USING btree ("job","created_at");