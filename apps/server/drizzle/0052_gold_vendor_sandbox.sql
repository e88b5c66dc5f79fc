CREATE TABLE "sandbox_gold_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"gold" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gold_callbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"tx_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_status" integer,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_gold_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"pin_code" text NOT NULL,
	"email" text,
	"gold_balance" bigint DEFAULT 0 NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"pan_masked" text,
	"pan_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gold_customers_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "sandbox_gold_customers_balance" CHECK ("sandbox_gold_customers"."gold_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gold_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gold_trades" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"rate_id" text,
	"gold" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"product_code" text,
	"delivery_address" text,
	"delivery_pin_code" text,
	"verified_at" timestamp with time zone NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"outcome" text,
	"settles_at" timestamp with time zone,
	"invoice_number" text,
	"balance_after" bigint,
	"courier_company" text,
	"courier_tracking_id" text,
	CONSTRAINT "sandbox_gold_trades_amounts" CHECK ("sandbox_gold_trades"."gold" > 0 and "sandbox_gold_trades"."amount" >= 0 and "sandbox_gold_trades"."tax" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_gold_adjustments" ADD CONSTRAINT "sandbox_gold_adjustments_customer_id_sandbox_gold_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_gold_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gold_callbacks" ADD CONSTRAINT "sandbox_gold_callbacks_tx_id_sandbox_gold_trades_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."sandbox_gold_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gold_trades" ADD CONSTRAINT "sandbox_gold_trades_customer_id_sandbox_gold_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_gold_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gold_callbacks_due_idx" ON "sandbox_gold_callbacks" USING btree ("deliver_at") WHERE "sandbox_gold_callbacks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_gold_callbacks_tx_idx" ON "sandbox_gold_callbacks" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "sandbox_gold_trades_customer_idx" ON "sandbox_gold_trades" USING btree ("customer_id","kind");