CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"consent" boolean NOT NULL,
	"comment" text,
	"kfs_id" uuid,
	"kfs_version" integer,
	"kfs_sha256" text,
	"declarations" jsonb NOT NULL,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"device" text NOT NULL,
	"partner_source" text,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_fact_statement_files" (
	"kfs_id" uuid NOT NULL,
	"language" text NOT NULL,
	"document_id" uuid NOT NULL,
	CONSTRAINT "key_fact_statement_files_kfs_id_language_pk" PRIMARY KEY("kfs_id","language")
);
--> statement-breakpoint
CREATE TABLE "key_fact_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"proposal_number" text NOT NULL,
	"issued_on" text NOT NULL,
	"valid_until" text NOT NULL,
	"statement" jsonb NOT NULL,
	"statement_sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_agreements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"kfs_id" uuid NOT NULL,
	"agreement_number" text NOT NULL,
	"unsigned_document_id" uuid,
	"byte_range_digest" text,
	"esign_request_id" text NOT NULL,
	"esign_transaction_id" text,
	"signed_document_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_approval_answers" (
	"opportunity_id" uuid NOT NULL,
	"item" text NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"link_sent_at" timestamp with time zone,
	CONSTRAINT "post_approval_answers_opportunity_id_item_pk" PRIMARY KEY("opportunity_id","item")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "verification_status" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "verification_reference" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "registered_name" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "name_match_score" integer;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_kfs_id_key_fact_statements_id_fk" FOREIGN KEY ("kfs_id") REFERENCES "public"."key_fact_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_fact_statement_files" ADD CONSTRAINT "key_fact_statement_files_kfs_id_key_fact_statements_id_fk" FOREIGN KEY ("kfs_id") REFERENCES "public"."key_fact_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_fact_statement_files" ADD CONSTRAINT "key_fact_statement_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_fact_statements" ADD CONSTRAINT "key_fact_statements_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_fact_statements" ADD CONSTRAINT "key_fact_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_kfs_id_key_fact_statements_id_fk" FOREIGN KEY ("kfs_id") REFERENCES "public"."key_fact_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_unsigned_document_id_documents_id_fk" FOREIGN KEY ("unsigned_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_agreements" ADD CONSTRAINT "loan_agreements_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_approval_answers" ADD CONSTRAINT "post_approval_answers_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_opportunity" ON "consent_records" USING btree ("opportunity_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "key_fact_statements_version" ON "key_fact_statements" USING btree ("opportunity_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_agreements_opportunity" ON "loan_agreements" USING btree ("opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_agreements_request" ON "loan_agreements" USING btree ("esign_request_id");--> statement-breakpoint
CREATE FUNCTION "consent_records_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'consent records are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_records_no_change" BEFORE UPDATE OR DELETE ON "consent_records"
	FOR EACH ROW EXECUTE FUNCTION "consent_records_immutable"();
