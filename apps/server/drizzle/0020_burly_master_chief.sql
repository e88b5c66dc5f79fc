CREATE TABLE "mandate_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mandate_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"outcome" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" uuid,
	"reason_code" text,
	"note" text,
	"provider_event_id" text
);
--> statement-breakpoint
CREATE TABLE "mandate_webhook_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"body_sha256" text NOT NULL,
	"mandate_id" uuid,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"lender_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"collection" text,
	"status" text NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"bank_name" text,
	"ifsc" text NOT NULL,
	"account_type" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"frequency" text NOT NULL,
	"category" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_until" text NOT NULL,
	"utility_code" text NOT NULL,
	"sponsor_bank_code" text NOT NULL,
	"provider_mandate_id" text,
	"auth_link" text,
	"vendor" text,
	"umrn" text,
	"reason_code" text,
	"reason_text" text,
	"form_document_id" uuid,
	"scan_document_id" uuid,
	"scan_uploaded_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nach_appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mandate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_date" text NOT NULL,
	"slot" text NOT NULL,
	"location_type" text NOT NULL,
	"address_sealed" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mandate_events" ADD CONSTRAINT "mandate_events_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_webhook_receipts" ADD CONSTRAINT "mandate_webhook_receipts_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_form_document_id_documents_id_fk" FOREIGN KEY ("form_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_scan_document_id_documents_id_fk" FOREIGN KEY ("scan_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nach_appointments" ADD CONSTRAINT "nach_appointments_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nach_appointments" ADD CONSTRAINT "nach_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mandate_events_mandate" ON "mandate_events" USING btree ("mandate_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_one_live_per_opportunity" ON "mandates" USING btree ("opportunity_id") WHERE "mandates"."status" not in ('REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_provider_mandate_id" ON "mandates" USING btree ("provider_mandate_id");--> statement-breakpoint
CREATE INDEX "mandates_status" ON "mandates" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "nach_appointments_mandate" ON "nach_appointments" USING btree ("mandate_id");