CREATE TABLE "credit_score_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mobile" text NOT NULL,
	"pan_digest" text,
	"identity_sealed" text,
	"code_hash" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"outcome" text,
	"band" text,
	"as_of" text,
	"answered_at" timestamp (3) with time zone,
	CONSTRAINT "credit_score_checks_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "credit_score_checks_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "credit_score_checks" ADD CONSTRAINT "credit_score_checks_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_score_checks_mobile_sent_idx" ON "credit_score_checks" USING btree ("mobile","sent_at");