CREATE TABLE "credit_line_debits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_id" uuid NOT NULL,
	"bill_number" integer NOT NULL,
	"attempt" integer NOT NULL,
	"reference" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"charge_date" date NOT NULL,
	"status" text NOT NULL,
	"provider_debit_id" text,
	"reason_code" text,
	"reason_text" text,
	"notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_line_debits_reference_unique" UNIQUE("reference"),
	CONSTRAINT "credit_line_debits_bill_attempt" UNIQUE("line_id","bill_number","attempt")
);
--> statement-breakpoint
ALTER TABLE "credit_line_drawdowns" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_line_debits" ADD CONSTRAINT "credit_line_debits_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_line_debits_status_idx" ON "credit_line_debits" USING btree ("status","charge_date");