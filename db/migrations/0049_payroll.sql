CREATE TABLE "pay_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pay_run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"check_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_run_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pay_run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"regular_hours" numeric(8, 2),
	"overtime_hours" numeric(8, 2)
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"bank_account_id" integer NOT NULL,
	"memo" text,
	"gross" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employer_taxes" numeric(14, 2) DEFAULT '0' NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "pay_runs_state_check" CHECK ("pay_runs"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "pay_setup_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"setup_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"amount" numeric(14, 2),
	"rate" numeric(9, 4)
);
--> statement-breakpoint
CREATE TABLE "pay_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer NOT NULL,
	"pay_rate" numeric(14, 4) NOT NULL,
	"pay_frequency" text NOT NULL,
	"filing_status" text DEFAULT 'single' NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "payroll_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pay_run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"debit_account_id" integer,
	"credit_account_id" integer,
	"reversed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"expense_account_id" integer,
	"liability_account_id" integer,
	"rate" numeric(9, 4),
	"multiplier" numeric(6, 4),
	"amount" numeric(14, 2),
	"tax_table_id" integer,
	"wage_base" numeric(14, 2),
	"notes" text,
	CONSTRAINT "payroll_items_kind_check" CHECK ("payroll_items"."kind" in ('hourly', 'overtime', 'salary', 'pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax'))
);
--> statement-breakpoint
CREATE TABLE "payroll_ytd" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(38, 2) DEFAULT '0' NOT NULL,
	"wages" numeric(38, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_table_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tax_table_id" integer NOT NULL,
	"filing_status" text NOT NULL,
	"over" numeric(14, 2) NOT NULL,
	"up_to" numeric(14, 2),
	"rate" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"year" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "pay_checks" ADD CONSTRAINT "pay_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_checks" ADD CONSTRAINT "pay_checks_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_checks" ADD CONSTRAINT "pay_checks_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setup_items" ADD CONSTRAINT "pay_setup_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setup_items" ADD CONSTRAINT "pay_setup_items_setup_id_pay_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."pay_setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setup_items" ADD CONSTRAINT "pay_setup_items_payroll_item_id_payroll_items_id_fk" FOREIGN KEY ("payroll_item_id") REFERENCES "public"."payroll_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setups" ADD CONSTRAINT "pay_setups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setups" ADD CONSTRAINT "pay_setups_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_expense_account_id_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_liability_account_id_accounts_id_fk" FOREIGN KEY ("liability_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_tax_table_id_tax_tables_id_fk" FOREIGN KEY ("tax_table_id") REFERENCES "public"."tax_tables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_ytd" ADD CONSTRAINT "payroll_ytd_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_table_brackets" ADD CONSTRAINT "tax_table_brackets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_table_brackets" ADD CONSTRAINT "tax_table_brackets_tax_table_id_tax_tables_id_fk" FOREIGN KEY ("tax_table_id") REFERENCES "public"."tax_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_tables" ADD CONSTRAINT "tax_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_checks_run_idx" ON "pay_checks" USING btree ("company_id","pay_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_checks_check_key" ON "pay_checks" USING btree ("company_id","check_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_owner_idx" ON "pay_run_lines" USING btree ("company_id","pay_run_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_employee_idx" ON "pay_run_lines" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "pay_runs_company_id_idx" ON "pay_runs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "pay_runs_number_idx" ON "pay_runs" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "pay_setup_items_owner_idx" ON "pay_setup_items" USING btree ("company_id","setup_id");--> statement-breakpoint
CREATE INDEX "pay_setups_company_id_idx" ON "pay_setups" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_setups_employee_id_key" ON "pay_setups" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_entries_run_idx" ON "payroll_entries" USING btree ("company_id","pay_run_id");--> statement-breakpoint
CREATE INDEX "payroll_entries_employee_idx" ON "payroll_entries" USING btree ("company_id","employee_id","year");--> statement-breakpoint
CREATE INDEX "payroll_items_company_id_idx" ON "payroll_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "payroll_items_company_name_idx" ON "payroll_items" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_items_display_name_key" ON "payroll_items" USING btree ("company_id",lower("display_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_ytd_key" ON "payroll_ytd" USING btree ("company_id","employee_id","payroll_item_id","year");--> statement-breakpoint
CREATE INDEX "tax_table_brackets_owner_idx" ON "tax_table_brackets" USING btree ("company_id","tax_table_id");--> statement-breakpoint
CREATE INDEX "tax_tables_company_id_idx" ON "tax_tables" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tax_tables_company_name_idx" ON "tax_tables" USING btree ("company_id","display_name");--> statement-breakpoint
SELECT ws_enable_search('payroll_items', ARRAY['display_name', 'notes']);
--> statement-breakpoint
SELECT ws_enable_search('tax_tables', ARRAY['display_name', 'notes']);
--> statement-breakpoint
SELECT ws_enable_search('pay_setups', ARRAY['notes']);
--> statement-breakpoint
SELECT ws_enable_search('pay_runs', ARRAY['number', 'memo']);
