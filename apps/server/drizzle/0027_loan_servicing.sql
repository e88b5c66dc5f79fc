CREATE TABLE "debit_webhook_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_debits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"loan_id" uuid NOT NULL,
	"instalment_number" integer NOT NULL,
	"attempt" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"charge_date" date NOT NULL,
	"status" text NOT NULL,
	"provider_debit_id" text,
	"reason_code" text,
	"reason_text" text,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "loan_debits_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "overdue_since" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_debits" ADD CONSTRAINT "loan_debits_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_debits_instalment_attempt" ON "loan_debits" USING btree ("loan_id","instalment_number","attempt");--> statement-breakpoint
CREATE INDEX "loan_debits_status_idx" ON "loan_debits" USING btree ("status","charge_date");--> statement-breakpoint
CREATE INDEX "loans_overdue_idx" ON "loans" USING btree ("overdue_since") WHERE "loans"."overdue_since" is not null;