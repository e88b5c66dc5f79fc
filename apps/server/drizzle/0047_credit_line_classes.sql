ALTER TABLE "credit_lines" ADD COLUMN "asset_class" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD COLUMN "days_past_due" integer;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD COLUMN "overdue_since" date;--> statement-breakpoint
INSERT INTO "ledger_chart" ("lender_id", "code", "name", "type", "unit", "subject", "no_negative") VALUES
	(NULL, 'line-income-suspense', 'Credit line income in suspense (NPA)', 'liability', 'INR', 'credit-line', false);
