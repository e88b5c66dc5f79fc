CREATE TABLE "instalment_balances" (
	"loan_id" uuid NOT NULL,
	"instalment_number" integer NOT NULL,
	"paid_principal" bigint DEFAULT 0 NOT NULL,
	"paid_interest" bigint DEFAULT 0 NOT NULL,
	"paid_penal" bigint DEFAULT 0 NOT NULL,
	"paid_fees" bigint DEFAULT 0 NOT NULL,
	"levied_penal" bigint DEFAULT 0 NOT NULL,
	"levied_fees" bigint DEFAULT 0 NOT NULL,
	"penal_charged" boolean DEFAULT false NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	"accrued_received" bigint DEFAULT 0 NOT NULL,
	"income_direct" bigint DEFAULT 0 NOT NULL,
	"suspended_penal" bigint DEFAULT 0 NOT NULL,
	"suspended_fees" bigint DEFAULT 0 NOT NULL,
	"last_paid_on" date,
	"paid_on" date,
	CONSTRAINT "instalment_balances_loan_id_instalment_number_pk" PRIMARY KEY("loan_id","instalment_number")
);
--> statement-breakpoint
-- Loans from before the sub-ledger are projected from their journal by the server at start
-- (instalment-backfill.ts), resumably, one batch at a time; new loans are projected as they post.
ALTER TABLE "loans" ADD COLUMN "instalments_projected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "instalments_projected" SET DEFAULT true;