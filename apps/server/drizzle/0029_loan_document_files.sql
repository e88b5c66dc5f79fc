CREATE TABLE "loan_document_files" (
	"loan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"edition" text NOT NULL,
	"document_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"issued_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_document_files_loan_id_kind_edition_pk" PRIMARY KEY("loan_id","kind","edition")
);
--> statement-breakpoint
ALTER TABLE "loan_document_files" ADD CONSTRAINT "loan_document_files_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_document_files" ADD CONSTRAINT "loan_document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;