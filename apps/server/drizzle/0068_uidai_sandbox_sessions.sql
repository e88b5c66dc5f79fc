CREATE SEQUENCE "public"."uidai_sandbox_session_starts" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "uidai_sandbox_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sealed_captcha_answer" text,
	"expires_at" timestamp with time zone NOT NULL,
	"otp_hash" text,
	"sealed_aadhaar" text,
	"wrong_otps" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uidai_sandbox_sessions_expires_idx" ON "uidai_sandbox_sessions" USING btree ("expires_at");