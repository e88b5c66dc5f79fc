CREATE TABLE "kyc_appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"slot" text NOT NULL,
	"address_sealed" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"invoker" text,
	"provider_ref" text,
	"state_hash" text,
	"aadhaar_last4" text,
	"aadhaar_hash" text,
	"name_sealed" text,
	"dob_sealed" text,
	"gender" text,
	"address_sealed" text,
	"photo_blob_key" text,
	"provider_reference" text,
	"document_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"otp_sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kyc_appointments" ADD CONSTRAINT "kyc_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_appointments_one_booked" ON "kyc_appointments" USING btree ("user_id") WHERE "kyc_appointments"."status" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "kyc_verifications_user_created" ON "kyc_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_verifications_aadhaar_hash" ON "kyc_verifications" USING btree ("aadhaar_hash");