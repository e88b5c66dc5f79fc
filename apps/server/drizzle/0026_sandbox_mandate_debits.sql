CREATE TABLE "sandbox_mandate_debits" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"mandate_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"requested_charge_date" date NOT NULL,
	"charge_date" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"submits_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"presented_at" timestamp with time zone,
	"outcome" text,
	"reason_code" text,
	"extended_until" date,
	"settles_at" timestamp with time zone,
	CONSTRAINT "sandbox_mandate_debits_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "sandbox_mandate_debits" ADD CONSTRAINT "sandbox_mandate_debits_mandate_id_sandbox_mandate_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sandbox_mandate_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_mandate_debits_mandate_date_idx" ON "sandbox_mandate_debits" USING btree ("mandate_id","charge_date") WHERE "sandbox_mandate_debits"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_mandate_debits_due_idx" ON "sandbox_mandate_debits" USING btree ("submits_at") WHERE "sandbox_mandate_debits"."presented_at" is null and "sandbox_mandate_debits"."cancelled_at" is null;