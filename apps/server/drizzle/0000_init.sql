CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"sourcing_code" text NOT NULL,
	"support_email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partners_sourcing_code_unique" UNIQUE("sourcing_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"name" text,
	"email" text,
	"pan_sealed" text,
	"pan_hash" text,
	"date_of_birth" date,
	"roles" text[] DEFAULT '{"BORROWER"}' NOT NULL,
	"mobile_otp_verified" boolean DEFAULT false NOT NULL,
	"whatsapp_opt_in" boolean DEFAULT false NOT NULL,
	"sourcing_code" text,
	"utm_params" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_pan_hash_unique" UNIQUE("pan_hash")
);
--> statement-breakpoint
CREATE INDEX "messages_recipient_created_idx" ON "messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_outbox_created_idx" ON "sandbox_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_outbox_recipient_created_idx" ON "sandbox_outbox" USING btree ("recipient","created_at");