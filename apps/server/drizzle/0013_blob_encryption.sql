-- Files stored before blobs were encrypted are named by their hash; the migration on start renames each.
ALTER TABLE "statement_files" ADD COLUMN "blob_key" text;--> statement-breakpoint
UPDATE "statement_files" SET "blob_key" = "sha256";--> statement-breakpoint
ALTER TABLE "statement_files" ALTER COLUMN "blob_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD COLUMN "photo_sha256" text;--> statement-breakpoint
UPDATE "kyc_verifications" SET "photo_sha256" = "photo_blob_key" WHERE "photo_blob_key" IS NOT NULL;
