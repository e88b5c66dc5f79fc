CREATE TABLE "digilocker_sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"sealed_aadhaar" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "digilocker_sandbox_codes_expires_idx" ON "digilocker_sandbox_codes" USING btree ("expires_at");