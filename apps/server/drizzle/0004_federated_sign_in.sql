ALTER TABLE "users" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "federated_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_tracking_params" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_channel" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lead_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_federated_id_unique" UNIQUE("federated_id");