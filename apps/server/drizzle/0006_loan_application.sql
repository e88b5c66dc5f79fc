CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"institution_id" text,
	"year_month_from" text,
	"year_month_to" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_branches" (
	"ifsc" text PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"branch" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"cin" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"post_offices" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"doc_sub_type" text,
	"side" text DEFAULT 'SINGLE' NOT NULL,
	"content_type" text NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"flow" text NOT NULL,
	"status" text NOT NULL,
	"sub_statuses" text[] DEFAULT '{}' NOT NULL,
	"amount_requested_paise" bigint NOT NULL,
	"tenure_requested_months" integer NOT NULL,
	"purpose" text,
	"work_cin" text,
	"utm_source" text,
	"created_at" timestamp with time zone NOT NULL,
	"status_updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"code" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"lender_id" integer NOT NULL,
	"title" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_approved_offers" (
	"user_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "pre_approved_offers_user_id_product_code_pk" PRIMARY KEY("user_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose_type" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"bank_name" text,
	"ifsc" text NOT NULL,
	"account_number_sealed" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"account_number_hash" text NOT NULL,
	"account_type" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_accounts_user_purpose" UNIQUE("user_id","purpose_type")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_product_code_loan_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."loan_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approved_offers" ADD CONSTRAINT "pre_approved_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approved_offers" ADD CONSTRAINT "pre_approved_offers_product_code_loan_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."loan_products"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_user" ON "bank_statements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_name_lower" ON "companies" USING btree ("name_lower");--> statement-breakpoint
CREATE INDEX "documents_user_type" ON "documents" USING btree ("user_id","doc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_one_open" ON "loan_applications" USING btree ("user_id") WHERE "loan_applications"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "loan_applications_user" ON "loan_applications" USING btree ("user_id","created_at");