CREATE TABLE "gold_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gold_user_id" uuid NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_hash" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"status" text NOT NULL,
	"registered_name" text,
	"name_matches" boolean,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gold_bank_accounts_status" CHECK ("gold_bank_accounts"."status" in ('PENDING', 'SUCCESS', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "gold_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gold_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"vendor_tx_id" text NOT NULL,
	"rate_id" text,
	"rate_paise" bigint,
	"gold_units" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"payout_account_id" uuid,
	"product_code" text,
	"product_description" text,
	"address" text,
	"estimated_delivery_days" integer,
	"payment_link_id" text,
	"payment_link" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"vendor_checked_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"delivery_stage" text,
	CONSTRAINT "gold_orders_vendor_tx_id_unique" UNIQUE("vendor_tx_id"),
	CONSTRAINT "gold_orders_kind" CHECK ("gold_orders"."kind" in ('BUY', 'SELL', 'DELIVER')),
	CONSTRAINT "gold_orders_status" CHECK ("gold_orders"."status" in ('VERIFIED', 'PAID', 'CONFIRMING', 'SUCCESS', 'FAILED', 'EXPIRED')),
	CONSTRAINT "gold_orders_amounts" CHECK ("gold_orders"."gold_units" > 0 and "gold_orders"."amount_paise" >= 0 and "gold_orders"."tax_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gold_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"bank_account_id" uuid,
	"provider_id" text,
	"checked_at" timestamp with time zone,
	"utr" text,
	"failure_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "gold_payouts_purpose" CHECK ("gold_payouts"."purpose" in ('REFUND', 'SALE')),
	CONSTRAINT "gold_payouts_status" CHECK ("gold_payouts"."status" in ('REQUESTED', 'PAID', 'FAILED')),
	CONSTRAINT "gold_payouts_amount" CHECK ("gold_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "gold_reconciliation_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gold_user_id" uuid NOT NULL,
	"vendor_balance" bigint NOT NULL,
	"our_balance" bigint NOT NULL,
	"found_on" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "gold_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_user_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"pin_code" text NOT NULL,
	"email" text,
	"pan_masked" text,
	"pan_verified_at" timestamp with time zone,
	"on_hold" boolean DEFAULT false NOT NULL,
	"on_hold_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gold_users_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "gold_users_vendor_user_id_unique" UNIQUE("vendor_user_id")
);
--> statement-breakpoint
CREATE TABLE "gold_vendor_callbacks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"vendor_tx_id" text NOT NULL,
	"vendor_user_id" text NOT NULL,
	"gold_balance" bigint NOT NULL,
	"our_balance" bigint,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gold_bank_accounts" ADD CONSTRAINT "gold_bank_accounts_gold_user_id_gold_users_id_fk" FOREIGN KEY ("gold_user_id") REFERENCES "public"."gold_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_orders" ADD CONSTRAINT "gold_orders_gold_user_id_gold_users_id_fk" FOREIGN KEY ("gold_user_id") REFERENCES "public"."gold_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_payouts" ADD CONSTRAINT "gold_payouts_order_id_gold_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gold_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_payouts" ADD CONSTRAINT "gold_payouts_bank_account_id_gold_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."gold_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_reconciliation_breaks" ADD CONSTRAINT "gold_reconciliation_breaks_gold_user_id_gold_users_id_fk" FOREIGN KEY ("gold_user_id") REFERENCES "public"."gold_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gold_users" ADD CONSTRAINT "gold_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gold_bank_accounts_user_idx" ON "gold_bank_accounts" USING btree ("gold_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_orders_user_idx" ON "gold_orders" USING btree ("gold_user_id","created_at");--> statement-breakpoint
CREATE INDEX "gold_orders_open_idx" ON "gold_orders" USING btree ("vendor_checked_at") WHERE "gold_orders"."status" in ('PAID', 'CONFIRMING');--> statement-breakpoint
CREATE UNIQUE INDEX "gold_payouts_order_purpose" ON "gold_payouts" USING btree ("order_id","purpose");--> statement-breakpoint
CREATE INDEX "gold_payouts_requested_idx" ON "gold_payouts" USING btree ("checked_at") WHERE "gold_payouts"."status" = 'REQUESTED';--> statement-breakpoint
CREATE UNIQUE INDEX "gold_reconciliation_breaks_open" ON "gold_reconciliation_breaks" USING btree ("gold_user_id") WHERE "gold_reconciliation_breaks"."resolved_at" is null;--> statement-breakpoint
INSERT INTO "ledger_chart" ("lender_id", "code", "name", "type", "unit", "subject", "no_negative") VALUES
	(NULL, 'gold-orders-pending', 'Gold orders awaiting the vendor', 'liability', 'INR', 'lender', false),
	(NULL, 'gold-sale-proceeds', 'Gold sale proceeds payable to customers', 'liability', 'INR', 'lender', false),
	(NULL, 'gold-in-delivery', 'Customer gold in delivery', 'liability', 'XAU', 'lender', false);
