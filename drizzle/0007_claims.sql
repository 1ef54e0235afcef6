CREATE TABLE "claims" (
	"claim_no" text PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"cause" text NOT NULL,
	"loss_date" date NOT NULL,
	"loss_time" text NOT NULL,
	"place" text NOT NULL,
	"description" text NOT NULL,
	"reporter_mobile" text NOT NULL,
	"intimated_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"history" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"handler" jsonb,
	"amount_claimed" integer,
	"amount_settled" integer,
	"from_digest" text,
	CONSTRAINT "claims_number_check" CHECK ("claims"."claim_no" ~ '^CL[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_no_policies_policy_no_fk" FOREIGN KEY ("policy_no") REFERENCES "public"."policies"("policy_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_no","intimated_at");