CREATE TABLE "captcha_challenges" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"answer_mac" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"line" text NOT NULL,
	"product" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_dob" date NOT NULL,
	"holder_mobile" text NOT NULL,
	"holder_email" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"premium" integer NOT NULL,
	"insured" jsonb NOT NULL,
	"nominee" jsonb,
	CONSTRAINT "policies_period_check" CHECK ("policies"."period_end" >= "policies"."period_start")
);
--> statement-breakpoint
CREATE TABLE "policy_mandate_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_mandate_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_no" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_digest" text NOT NULL,
	CONSTRAINT "policy_mandate_audit_action_check" CHECK ("policy_mandate_audit"."action" in ('subscribe', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "policy_mandates" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"bank_name" text NOT NULL,
	"masked_account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_mandates_status_check" CHECK ("policy_mandates"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "policy_mandate_audit" ADD CONSTRAINT "policy_mandate_audit_policy_no_policies_policy_no_fk" FOREIGN KEY ("policy_no") REFERENCES "public"."policies"("policy_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_mandates" ADD CONSTRAINT "policy_mandates_policy_no_policies_policy_no_fk" FOREIGN KEY ("policy_no") REFERENCES "public"."policies"("policy_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "policy_mandate_audit_policy_idx" ON "policy_mandate_audit" USING btree ("policy_no","at");