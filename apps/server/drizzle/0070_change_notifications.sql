-- Change notifications for the reads kept in memory (src/lib/change-cache.ts): a borrower's status
-- (`kredo_status`, the user's id) and sessions (`kredo_sessions`, the session's id). Sent by the
-- writing transaction, so heard only once it commits; '*' means everything.
CREATE FUNCTION kredo_status_changed_by_user_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('kredo_status', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('kredo_status', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kredo_status_changed_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('kredo_status', OLD.id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('kredo_status', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kredo_status_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kredo_status', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION kredo_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('kredo_sessions', '*');
  ELSE
    PERFORM pg_notify('kredo_sessions', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_status_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_id();
--> statement-breakpoint
CREATE TRIGGER profiles_status_changed AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER bank_accounts_status_changed AFTER INSERT OR UPDATE OR DELETE ON bank_accounts
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER loan_applications_status_changed AFTER INSERT OR UPDATE OR DELETE ON loan_applications
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER opportunities_status_changed AFTER INSERT OR UPDATE OR DELETE ON opportunities
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER documents_status_changed AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER bank_statements_status_changed AFTER INSERT OR UPDATE OR DELETE ON bank_statements
  FOR EACH ROW EXECUTE FUNCTION kredo_status_changed_by_user_id();
--> statement-breakpoint
CREATE TRIGGER pincodes_status_changed AFTER INSERT OR UPDATE OR DELETE ON pincodes
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER users_status_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER profiles_status_truncated AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER bank_accounts_status_truncated AFTER TRUNCATE ON bank_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER loan_applications_status_truncated AFTER TRUNCATE ON loan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER opportunities_status_truncated AFTER TRUNCATE ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER documents_status_truncated AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER bank_statements_status_truncated AFTER TRUNCATE ON bank_statements
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER pincodes_status_truncated AFTER TRUNCATE ON pincodes
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_status_changed_all();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION kredo_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION kredo_session_changed();
