ALTER TABLE "mandates" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "provider_withdrawn_at" timestamp with time zone;