CREATE TABLE "sandbox_pg_links" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"customer_email" text,
	"callback_url" text NOT NULL,
	"expire_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "sandbox_pg_links_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_pg_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"vpa" text,
	"card_last4" text,
	"bank" text,
	"created_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error_reason" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_pg_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pg_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"link_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_status" integer,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_pg_payments" ADD CONSTRAINT "sandbox_pg_payments_link_id_sandbox_pg_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."sandbox_pg_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_pg_webhooks" ADD CONSTRAINT "sandbox_pg_webhooks_link_id_sandbox_pg_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."sandbox_pg_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_pg_links_unexpired_idx" ON "sandbox_pg_links" USING btree ("expire_by") WHERE "sandbox_pg_links"."expired_at" is null and "sandbox_pg_links"."paid_at" is null and "sandbox_pg_links"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_pg_payments_link_idx" ON "sandbox_pg_payments" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_pg_payments_one_accepted_idx" ON "sandbox_pg_payments" USING btree ("link_id") WHERE "sandbox_pg_payments"."authorized_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_pg_webhooks_due_idx" ON "sandbox_pg_webhooks" USING btree ("deliver_at") WHERE "sandbox_pg_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_pg_webhooks_link_idx" ON "sandbox_pg_webhooks" USING btree ("link_id");