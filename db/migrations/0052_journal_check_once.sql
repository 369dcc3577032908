-- The balance check at commit (0003_ledger.sql), once per journal and planned for its journal.
-- A journal's lines were checked by three deferred triggers at commit (the journal's and each
-- line's), each reading all its lines: a line added to a journal made in the same transaction
-- now leaves the check to the journal's own trigger, which runs at commit after every line is
-- in (a line added to an older journal, changed or deleted is still checked for its journal).
-- And the check is planned for the journal it checks: a plan kept from a session's first
-- journals, when the table was small, read every line of the table for each journal later.
CREATE OR REPLACE FUNCTION ws_journal_line_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM journals WHERE id = NEW.journal_id AND xmin = pg_current_xact_id()::xid) THEN
    RETURN NULL;
  END IF;
  PERFORM ws_assert_journal_balanced(CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER FUNCTION ws_assert_journal_balanced(integer) SET plan_cache_mode = force_custom_plan;
