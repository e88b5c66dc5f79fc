CREATE TABLE "sandbox_insurer_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"product_id" text NOT NULL,
	"mobile" text NOT NULL,
	"insured_name" text NOT NULL,
	"price" bigint NOT NULL,
	"validity_months" integer NOT NULL,
	"course" text NOT NULL,
	"message" text,
	"decides_at" timestamp with time zone NOT NULL,
	"policy_number" text NOT NULL,
	"answer_lost" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_insurer_proposals_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_insurer_proposals_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "sandbox_insurer_proposals_price" CHECK ("sandbox_insurer_proposals"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"state" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"sub_category" text NOT NULL,
	"cover_type" text NOT NULL,
	"cover_label" text NOT NULL,
	"insurer_name" text NOT NULL,
	"distributor_name" text NOT NULL,
	"validity_months" integer NOT NULL,
	"sum_insured_paise" bigint NOT NULL,
	"price_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"insured_name" text NOT NULL,
	"details_sealed" text NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"payment_link_id" text,
	"payment_link" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"proposal_id" text,
	"proposed_at" timestamp with time zone,
	"policy_number" text,
	"issued_at" timestamp with time zone,
	"cover_from" text,
	"cover_till" text,
	"policy_document_id" uuid,
	"insurer_checked_at" timestamp with time zone,
	"insurer_status" text,
	"insurer_message" text,
	"failure_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_orders_state" CHECK ("insurance_orders"."state" in ('CREATED', 'PAID', 'PROPOSED', 'ISSUED', 'REFUSED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "insurance_orders_amounts" CHECK ("insurance_orders"."price_paise" > 0 and "insurance_orders"."tax_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"checked_at" timestamp with time zone,
	"failure_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "insurance_refunds_reason" CHECK ("insurance_refunds"."reason" in ('REFUSED', 'LATE_PAYMENT', 'FREE_LOOK')),
	CONSTRAINT "insurance_refunds_status" CHECK ("insurance_refunds"."status" in ('REQUESTED', 'PAID', 'FAILED')),
	CONSTRAINT "insurance_refunds_amount" CHECK ("insurance_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_orders" ADD CONSTRAINT "insurance_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_refunds" ADD CONSTRAINT "insurance_refunds_order_id_insurance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."insurance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_insurer_proposals_mobile_idx" ON "sandbox_insurer_proposals" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "insurance_orders_user_idx" ON "insurance_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "insurance_orders_open_idx" ON "insurance_orders" USING btree ("insurer_checked_at") WHERE "insurance_orders"."state" in ('PAID', 'PROPOSED');--> statement-breakpoint
CREATE INDEX "insurance_orders_waiting_idx" ON "insurance_orders" USING btree ("pay_by") WHERE "insurance_orders"."state" = 'CREATED';--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_refunds_order" ON "insurance_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "insurance_refunds_requested_idx" ON "insurance_refunds" USING btree ("checked_at") WHERE "insurance_refunds"."status" = 'REQUESTED';