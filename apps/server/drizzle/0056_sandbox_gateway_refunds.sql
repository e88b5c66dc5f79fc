CREATE TABLE "sandbox_pg_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "sandbox_pg_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sandbox_pg_refunds" ADD CONSTRAINT "sandbox_pg_refunds_payment_id_sandbox_pg_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sandbox_pg_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_pg_refunds_payment_idx" ON "sandbox_pg_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_pg_refunds_processed_idx" ON "sandbox_pg_refunds" USING btree ("processed_at");