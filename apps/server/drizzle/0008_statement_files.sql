CREATE TABLE "statement_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sealed_password" text,
	"status" text NOT NULL,
	"failure_code" integer,
	"reading" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "entity_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_files" ADD CONSTRAINT "statement_files_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_files" ADD CONSTRAINT "statement_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_files_statement" ON "statement_files" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "statement_files_user_created" ON "statement_files" USING btree ("user_id","created_at");