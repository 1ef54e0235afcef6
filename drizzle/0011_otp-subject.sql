ALTER TABLE "otp_codes" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "otp_codes" SET "subject" = 'quote:' || "quote_id" WHERE "subject" IS NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ALTER COLUMN "subject" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "otp_codes_subject_sent_idx" ON "otp_codes" USING btree ("subject","sent_at");
