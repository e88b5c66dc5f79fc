CREATE TABLE "remittances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"payee" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"set_off_paise" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"decision_note" text,
	"hold_id" uuid NOT NULL,
	"entry_id" uuid,
	"business_date" date,
	CONSTRAINT "remittances_reference" UNIQUE("lender_id","payee","reference"),
	CONSTRAINT "remittances_status" CHECK ("remittances"."status" in ('PROPOSED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "remittances_payee" CHECK ("remittances"."payee" in ('insurer', 'gold-vendor', 'gst')),
	CONSTRAINT "remittances_amounts" CHECK ("remittances"."amount_paise" > 0 and "remittances"."set_off_paise" >= 0),
	CONSTRAINT "remittances_decided" CHECK (("remittances"."status" = 'PROPOSED') = ("remittances"."decided_by" is null)
        and ("remittances"."status" = 'APPROVED') = ("remittances"."entry_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "remittances_proposed_at_idx" ON "remittances" USING btree ("proposed_at");