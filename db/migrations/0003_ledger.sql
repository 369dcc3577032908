CREATE TABLE "account_balances" (
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"period" date NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "account_balances_account_id_period_pk" PRIMARY KEY("account_id","period")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"number" text,
	"type" smallint NOT NULL,
	"parent_id" integer,
	"description" text,
	"system_role" text,
	"bank_name" text,
	"bank_account_number" text,
	"bank_routing_number" text,
	"next_check_number" integer
);
--> statement-breakpoint
CREATE TABLE "check_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text,
	"classification_id" integer
);
--> statement-breakpoint
CREATE TABLE "checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_account_id" integer NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"payee_type" text,
	"payee_id" integer,
	"payee_name" text NOT NULL,
	"memo" text,
	"amount" numeric(14, 2) NOT NULL,
	"is_printed" boolean DEFAULT false NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"number" text
);
--> statement-breakpoint
CREATE TABLE "deposit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_from" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_account_id" integer NOT NULL,
	"number" text,
	"date" date NOT NULL,
	"method" smallint,
	"entity_name" text,
	"memo" text,
	"amount" numeric(14, 2) NOT NULL,
	"journal_id" integer
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"next_value" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_sequences_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "fixed_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"number" text,
	"cost" numeric(14, 2) NOT NULL,
	"salvage_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"acquisition_date" date NOT NULL,
	"life_months" integer NOT NULL,
	"method" text DEFAULT 'straight_line' NOT NULL,
	"asset_account_id" integer NOT NULL,
	"accumulated_account_id" integer NOT NULL,
	"expense_account_id" integer NOT NULL,
	"accumulated_depreciation" numeric(14, 2) DEFAULT '0' NOT NULL,
	"depreciated_through" date
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"journal_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"date" date NOT NULL,
	"account_id" integer NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"description" text,
	"classification_id" integer,
	"entity_type" text,
	"entity_id" integer,
	"reconciliation_id" integer,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"memo" text,
	"source_type" text NOT NULL,
	"source_id" integer,
	"is_adjusting" boolean DEFAULT false NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reverses_id" integer,
	"reversed_by_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"beginning_balance" numeric(14, 2) NOT NULL,
	"ending_balance" numeric(14, 2) NOT NULL,
	"cleared_line_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"memo" text,
	"journal_id" integer
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_lines" ADD CONSTRAINT "check_lines_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_asset_account_id_accounts_id_fk" FOREIGN KEY ("asset_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_accumulated_account_id_accounts_id_fk" FOREIGN KEY ("accumulated_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_assets" ADD CONSTRAINT "fixed_assets_expense_account_id_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reverses_id_journals_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reversed_by_id_journals_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_balances_company_period_idx" ON "account_balances" USING btree ("company_id","period");--> statement-breakpoint
CREATE INDEX "accounts_company_id_idx" ON "accounts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "accounts_company_name_idx" ON "accounts" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_number_key" ON "accounts" USING btree ("company_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_role_key" ON "accounts" USING btree ("company_id","system_role");--> statement-breakpoint
CREATE INDEX "check_lines_check_idx" ON "check_lines" USING btree ("company_id","check_id");--> statement-breakpoint
CREATE INDEX "checks_company_id_idx" ON "checks" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checks_number_key" ON "checks" USING btree ("company_id","bank_account_id","number");--> statement-breakpoint
CREATE INDEX "classifications_company_id_idx" ON "classifications" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "classifications_company_name_idx" ON "classifications" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "deposit_lines_deposit_idx" ON "deposit_lines" USING btree ("company_id","deposit_id");--> statement-breakpoint
CREATE INDEX "deposits_company_id_idx" ON "deposits" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "fixed_assets_company_id_idx" ON "fixed_assets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "fixed_assets_company_name_idx" ON "fixed_assets" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "journal_lines_company_id_idx" ON "journal_lines" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "journal_lines_journal_idx" ON "journal_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("company_id","account_id","date","id");--> statement-breakpoint
CREATE INDEX "journals_company_id_idx" ON "journals" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "journals_company_date_idx" ON "journals" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "journals_number_key" ON "journals" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "journals_source_idx" ON "journals" USING btree ("company_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "reconciliations_company_id_idx" ON "reconciliations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "reconciliations_account_idx" ON "reconciliations" USING btree ("company_id","account_id","statement_date");--> statement-breakpoint
CREATE INDEX "transfers_company_id_idx" ON "transfers" USING btree ("company_id","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls(t::regclass) FROM unnest(ARRAY['accounts', 'classifications', 'journals', 'journal_lines', 'account_balances', 'document_sequences', 'checks', 'check_lines', 'transfers', 'deposits', 'deposit_lines', 'reconciliations', 'fixed_assets']) AS t;
--> statement-breakpoint
-- The ledger's own guarantees, whatever code writes to it (DESIGN.md "The ledger"):
-- at commit, every journal has at least two lines, its debits equal its credits, and its
-- amount is their total.
CREATE OR REPLACE FUNCTION ws_assert_journal_balanced(jid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total_debit numeric;
  total_credit numeric;
  line_count integer;
  journal_amount numeric;
BEGIN
  SELECT amount INTO journal_amount FROM journals WHERE id = jid;
  IF journal_amount IS NULL THEN RETURN; END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*) INTO total_debit, total_credit, line_count
    FROM journal_lines WHERE journal_id = jid;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal % has % line(s); a journal needs at least two', jid, line_count USING ERRCODE = '23514';
  END IF;
  IF total_debit <> total_credit THEN
    RAISE EXCEPTION 'journal % is not balanced: debits % <> credits %', jid, total_debit, total_credit USING ERRCODE = '23514';
  END IF;
  IF journal_amount <> total_debit THEN
    RAISE EXCEPTION 'journal % amount % differs from its debits %', jid, journal_amount, total_debit USING ERRCODE = '23514';
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ws_journal_line_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ws_assert_journal_balanced(CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ws_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ws_assert_journal_balanced(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT OR UPDATE OR DELETE ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ws_journal_line_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journals_balanced AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ws_journal_balanced();
--> statement-breakpoint
-- Posted journals are never edited or deleted: only the reversal link and the reconciliation
-- mark may change.
CREATE OR REPLACE FUNCTION ws_journal_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'posted journals are never deleted: reverse them instead' USING ERRCODE = '55000';
  END IF;
  IF (NEW.number, NEW.date, NEW.amount, NEW.company_id, NEW.source_type, NEW.reverses_id)
      IS DISTINCT FROM (OLD.number, OLD.date, OLD.amount, OLD.company_id, OLD.source_type, OLD.reverses_id) THEN
    RAISE EXCEPTION 'posted journals are never edited: reverse them instead' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ws_journal_line_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'posted journal lines are never deleted: reverse the journal instead' USING ERRCODE = '55000';
  END IF;
  IF (NEW.journal_id, NEW.account_id, NEW.debit, NEW.credit, NEW.date, NEW.company_id)
      IS DISTINCT FROM (OLD.journal_id, OLD.account_id, OLD.debit, OLD.credit, OLD.date, OLD.company_id) THEN
    RAISE EXCEPTION 'posted journal lines are never edited: reverse the journal instead' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journals_immutable BEFORE UPDATE OR DELETE ON journals FOR EACH ROW EXECUTE FUNCTION ws_journal_immutable();
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines FOR EACH ROW EXECUTE FUNCTION ws_journal_line_immutable();
--> statement-breakpoint
-- Company settings (Require Account Numbers...) are changed by the app role, for its own company only.
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY companies_read ON companies FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY companies_update_own ON companies FOR UPDATE
  USING (id = nullif(current_setting('app.company_id', true), '')::integer)
  WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::integer);
--> statement-breakpoint
GRANT UPDATE (name, settings) ON companies TO ws_app;
