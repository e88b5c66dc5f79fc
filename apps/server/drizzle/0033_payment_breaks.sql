CREATE TABLE "payment_breaks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"link_id" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"captured_paise" bigint NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_breaks" ADD CONSTRAINT "payment_breaks_payment_id_loan_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."loan_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_breaks_once" ON "payment_breaks" USING btree ("payment_id","gateway_payment_id","reason");--> statement-breakpoint
CREATE INDEX "payment_breaks_open_idx" ON "payment_breaks" USING btree ("resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_gateway_payment_idx" ON "loan_payments" USING btree ("gateway_payment_id") WHERE gateway_payment_id is not null;