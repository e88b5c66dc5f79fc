CREATE TABLE "bank_account_validations" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last3" text NOT NULL,
	"expected_name" text NOT NULL,
	"status" text NOT NULL,
	"account_status" text,
	"invalid_reason" text,
	"registered_name" text,
	"name_match_score" smallint,
	"utr" text,
	"failure_source" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bank_account_validations_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE INDEX "bank_account_validations_status_created_idx" ON "bank_account_validations" USING btree ("status","created_at");