ALTER TABLE "loan_document_files" DROP CONSTRAINT "loan_document_files_loan_id_loans_id_fk";
--> statement-breakpoint
-- A loan's or a credit line's documents: the check of loan_payments (0045) names either.
CREATE TRIGGER loan_document_files_account BEFORE INSERT OR UPDATE OF loan_id ON loan_document_files
	FOR EACH ROW EXECUTE FUNCTION loan_payments_account();
