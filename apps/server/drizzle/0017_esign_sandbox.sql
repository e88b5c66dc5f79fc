CREATE TABLE "esign_sandbox_authorities" (
	"id" text PRIMARY KEY NOT NULL,
	"certificate_pem" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_sandbox_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"asp_transaction_id" text NOT NULL,
	"document_digest" text NOT NULL,
	"doc_info" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_mobile" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"codes_sent" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"wrong_codes" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"cms_base64" text,
	"certificate_pem" text,
	CONSTRAINT "esign_sandbox_transactions_asp_transaction_id_unique" UNIQUE("asp_transaction_id")
);
