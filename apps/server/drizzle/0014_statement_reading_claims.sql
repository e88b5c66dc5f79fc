ALTER TABLE "statement_files" ADD COLUMN "reading_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "statement_files" ADD COLUMN "reading_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "statement_files_queued" ON "statement_files" USING btree ("created_at") WHERE "statement_files"."status" = 'QUEUED';