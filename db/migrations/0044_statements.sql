CREATE TABLE "bank_csv_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"contains" text NOT NULL,
	"amount_min" numeric(14, 2),
	"amount_max" numeric(14, 2),
	"bank_account_id" integer,
	"account_id" integer NOT NULL,
	"payee_name" text,
	"classification_id" integer
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"check_number" text,
	"fitid" text,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"journal_line_id" integer,
	"confidence" smallint,
	"rule_id" integer,
	"rule_name" text,
	"category_account_id" integer,
	"payee_name" text,
	"classification_id" integer,
	"document_type" text,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_state_check" CHECK ("bank_statement_lines"."state" in ('open', 'proposed', 'matched'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"currency" text,
	"start_date" date,
	"end_date" date NOT NULL,
	"closing_balance" numeric(14, 2),
	"lines_read" integer DEFAULT 0 NOT NULL,
	"lines_imported" integer DEFAULT 0 NOT NULL,
	"lines_skipped" integer DEFAULT 0 NOT NULL,
	"lines_unreadable" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reconciliation_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_company_id_idx" ON "bank_statements" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_bank_account_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_classification_fk" FOREIGN KEY ("company_id","classification_id") REFERENCES "public"."classifications"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_fk" FOREIGN KEY ("company_id","statement_id") REFERENCES "public"."bank_statements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_category_fk" FOREIGN KEY ("company_id","category_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_csv_mappings_account_key" ON "bank_csv_mappings" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE INDEX "bank_rules_company_id_idx" ON "bank_rules" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bank_rules_position_idx" ON "bank_rules" USING btree ("company_id","position","id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_company_id_idx" ON "bank_statement_lines" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_key" ON "bank_statement_lines" USING btree ("company_id","account_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_journal_line_key" ON "bank_statement_lines" USING btree ("company_id","journal_line_id") WHERE "bank_statement_lines"."state" = 'matched';--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_state_idx" ON "bank_statement_lines" USING btree ("company_id","account_id","state");--> statement-breakpoint
CREATE INDEX "bank_statements_account_idx" ON "bank_statements" USING btree ("company_id","account_id","end_date");--> statement-breakpoint
SELECT ws_enable_search('bank_statements', ARRAY['file_name']);--> statement-breakpoint
SELECT ws_enable_search('bank_statement_lines', ARRAY['description', 'check_number', 'rule_name']);--> statement-breakpoint
SELECT ws_enable_search('bank_rules', ARRAY['name', 'contains', 'payee_name']);
