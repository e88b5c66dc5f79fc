ALTER TABLE "documents" ADD COLUMN "mode" text DEFAULT 'UPLOAD' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Earlier uploads of a type and side become history of the newest one, so one stays current.
UPDATE "documents" AS "older" SET "replaced_at" = now() WHERE EXISTS (SELECT 1 FROM "documents" AS "newer" WHERE "newer"."user_id" = "older"."user_id" AND "newer"."doc_type" = "older"."doc_type" AND "newer"."side" = "older"."side" AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "documents_current" ON "documents" USING btree ("user_id","doc_type","side") WHERE "documents"."replaced_at" is null;