ALTER TABLE "credit_line_drawdowns" DROP CONSTRAINT "credit_line_drawdowns_status";--> statement-breakpoint
ALTER TABLE "credit_line_drawdowns" ADD COLUMN "reversed_on" date;--> statement-breakpoint
ALTER TABLE "credit_line_drawdowns" ADD CONSTRAINT "credit_line_drawdowns_status" CHECK ("credit_line_drawdowns"."status" in ('PROCESSING', 'PAID', 'FAILED', 'REVERSED'));