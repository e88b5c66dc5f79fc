CREATE TABLE "sandbox_mandate_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_mandate_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"mandate_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_status" integer,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_mandate_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"corporate_name" text NOT NULL,
	"utility_code" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_type" text NOT NULL,
	"max_amount" bigint NOT NULL,
	"frequency" text NOT NULL,
	"category" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"return_url" text,
	"link_token" text,
	"created_at" timestamp with time zone NOT NULL,
	"otp_requested_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"settles_at" timestamp with time zone,
	"outcome" text,
	"umrn" text,
	"reason_code" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "sandbox_mandate_mandates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "sandbox_mandate_webhooks" ADD CONSTRAINT "sandbox_mandate_webhooks_mandate_id_sandbox_mandate_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sandbox_mandate_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_mandate_webhooks_due_idx" ON "sandbox_mandate_webhooks" USING btree ("deliver_at") WHERE "sandbox_mandate_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_mandate_webhooks_mandate_idx" ON "sandbox_mandate_webhooks" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "sandbox_mandate_mandates_kind_created_idx" ON "sandbox_mandate_mandates" USING btree ("kind","created_at");