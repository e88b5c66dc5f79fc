CREATE TABLE "sandbox_insurer_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"product_id" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"wrong_codes" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"proposal_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_insurer_consents_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "insurance_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"mobile" text NOT NULL,
	"insurer_consent_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name_sealed" text NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_insurer_proposals" ADD COLUMN "consent_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_insurer_proposals" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_orders" ADD COLUMN "consent_id" text;--> statement-breakpoint
ALTER TABLE "insurance_orders" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_consents" ADD CONSTRAINT "insurance_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_uploads" ADD CONSTRAINT "insurance_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_insurer_consents_mobile_idx" ON "sandbox_insurer_consents" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "insurance_consents_user_idx" ON "insurance_consents" USING btree ("user_id","product_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "insurance_uploads_user_idx" ON "insurance_uploads" USING btree ("user_id","created_at");