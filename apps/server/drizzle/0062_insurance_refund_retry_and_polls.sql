DROP INDEX "insurance_orders_open_idx";--> statement-breakpoint
DROP INDEX "insurance_refunds_order";--> statement-breakpoint
ALTER TABLE "insurance_orders" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_orders" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_order_id" ON "audit_log" USING btree (("details"->>'orderId'));--> statement-breakpoint
CREATE INDEX "insurance_orders_unpaid_idx" ON "insurance_orders" USING btree ("pay_by") WHERE "insurance_orders"."state" in ('CREATED', 'EXPIRED') and "insurance_orders"."paid_at" is null and "insurance_orders"."payment_link_id" is not null;--> statement-breakpoint
CREATE INDEX "insurance_orders_cancelling_idx" ON "insurance_orders" USING btree ("cancel_requested_at") WHERE "insurance_orders"."state" = 'ISSUED' and "insurance_orders"."cancel_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "insurance_orders_open_idx" ON "insurance_orders" USING btree ("insurer_checked_at" NULLS FIRST) WHERE "insurance_orders"."state" in ('PAID', 'PROPOSED');--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_refunds_order" ON "insurance_refunds" USING btree ("order_id") WHERE "insurance_refunds"."status" in ('REQUESTED', 'PAID');