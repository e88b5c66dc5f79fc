CREATE TABLE "application_status_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"sub_statuses" text[] DEFAULT '{}' NOT NULL,
	"requested_sub_statuses" text[] DEFAULT '{}' NOT NULL,
	"actor" text NOT NULL,
	"staff_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"sub_statuses" text[] DEFAULT '{}' NOT NULL,
	"lender_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"monthly_flat_rate_bp" integer NOT NULL,
	"annual_interest_bp" integer NOT NULL,
	"emi_paise" bigint NOT NULL,
	"installment_paise" bigint NOT NULL,
	"instalments_paise" jsonb NOT NULL,
	"total_interest_paise" bigint NOT NULL,
	"total_repayable_paise" bigint NOT NULL,
	"processing_fee_paise" bigint NOT NULL,
	"processing_fee_gst_paise" bigint NOT NULL,
	"convenience_fee_rate_bp" integer NOT NULL,
	"min_convenience_fee_paise" bigint NOT NULL,
	"convenience_fee_paise" bigint NOT NULL,
	"convenience_fee_gst_paise" bigint NOT NULL,
	"disbursed_paise" bigint NOT NULL,
	"apr_bp" integer NOT NULL,
	"due_day_of_month" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"sub_statuses" text[] DEFAULT '{}' NOT NULL,
	"reasons" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"bureau_report" jsonb,
	"evidence" jsonb,
	"policy_version" text NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_product_code_loan_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."loan_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_decisions" ADD CONSTRAINT "underwriting_decisions_application_id_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_application" ON "application_status_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_one_live" ON "opportunities" USING btree ("application_id") WHERE "opportunities"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "opportunities_user" ON "opportunities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "underwriting_decisions_application" ON "underwriting_decisions" USING btree ("application_id","decided_at");