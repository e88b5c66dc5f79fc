CREATE TABLE "sandbox_payout_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"payout_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_status" integer,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"mode" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_hash" text NOT NULL,
	"ifsc" text NOT NULL,
	"narration" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"settles_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"utr" text,
	"reason_code" text,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "sandbox_payout_payouts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payout_webhooks" ADD CONSTRAINT "sandbox_payout_webhooks_payout_id_sandbox_payout_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."sandbox_payout_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payout_webhooks_due_idx" ON "sandbox_payout_webhooks" USING btree ("deliver_at") WHERE "sandbox_payout_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_payout_webhooks_payout_idx" ON "sandbox_payout_webhooks" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sandbox_payout_payouts_account_idx" ON "sandbox_payout_payouts" USING btree ("account_hash","created_at");