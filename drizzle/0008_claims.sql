CREATE TABLE "claim_subrogations" (
	"reference" text PRIMARY KEY NOT NULL,
	"claim_no" text NOT NULL,
	"third_party" text NOT NULL,
	"third_party_address" text NOT NULL,
	"third_party_details" text NOT NULL,
	"from_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "claim_subrogations_claim_idx" ON "claim_subrogations" USING btree ("claim_no");--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_no","intimated_at");