CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_no" text NOT NULL,
	"identifier" text NOT NULL,
	"product" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"plan_key" text,
	"plans" jsonb NOT NULL,
	"premium" integer NOT NULL,
	"rating_table_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_no_unique" UNIQUE("quote_no"),
	CONSTRAINT "quotes_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "rating_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"line" text NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"source" text NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	CONSTRAINT "rating_tables_line_version" UNIQUE("line","version")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rating_table_id_rating_tables_id_fk" FOREIGN KEY ("rating_table_id") REFERENCES "public"."rating_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_mobile_created_idx" ON "quotes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "quote_number_seq" START WITH 1;
