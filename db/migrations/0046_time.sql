CREATE TABLE "mileage_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'expense' NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"customer_id" integer,
	"job_id" integer,
	"item_id" integer,
	"miles" numeric(10, 2),
	"rate_per_mile" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"is_billable" smallint DEFAULT 0 NOT NULL,
	"description" text,
	"invoice_id" integer,
	CONSTRAINT "mileage_expenses_kind_check" CHECK ("mileage_expenses"."kind" in ('mileage', 'expense'))
);
--> statement-breakpoint
CREATE TABLE "time_billings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"time_entry_id" integer,
	"expense_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "time_billings_one_check" CHECK (("time_billings"."time_entry_id" is null) <> ("time_billings"."expense_id" is null))
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"customer_id" integer,
	"job_id" integer,
	"work_order_id" integer,
	"item_id" integer,
	"rate" numeric(14, 4),
	"is_billable" smallint DEFAULT 0 NOT NULL,
	"notes" text,
	"approval" text DEFAULT 'pending' NOT NULL,
	"approved_by" integer,
	"invoice_id" integer,
	CONSTRAINT "time_entries_hours_check" CHECK ("time_entries"."hours" >= 0 and "time_entries"."hours" <= 24),
	CONSTRAINT "time_entries_approval_check" CHECK ("time_entries"."approval" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"type" text DEFAULT 'vacation' NOT NULL,
	"approval" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"notes" text,
	CONSTRAINT "time_off_approval_check" CHECK ("time_off"."approval" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "time_entry_id" integer;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD CONSTRAINT "mileage_expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD CONSTRAINT "mileage_expenses_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD CONSTRAINT "mileage_expenses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD CONSTRAINT "mileage_expenses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_billings" ADD CONSTRAINT "time_billings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_billings" ADD CONSTRAINT "time_billings_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_billings" ADD CONSTRAINT "time_billings_expense_id_mileage_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."mileage_expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_expenses_company_id_idx" ON "mileage_expenses" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "mileage_expenses_unbilled_idx" ON "mileage_expenses" USING btree ("company_id","customer_id","id") WHERE "mileage_expenses"."is_billable" = 1 and "mileage_expenses"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "time_billings_invoice_idx" ON "time_billings" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_billings_entry_key" ON "time_billings" USING btree ("company_id","time_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_billings_expense_key" ON "time_billings" USING btree ("company_id","expense_id");--> statement-breakpoint
CREATE INDEX "time_entries_company_id_idx" ON "time_entries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "time_entries_employee_day_idx" ON "time_entries" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_unbilled_idx" ON "time_entries" USING btree ("company_id","customer_id","id") WHERE "time_entries"."is_billable" = 1 and "time_entries"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "time_off_company_id_idx" ON "time_off" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "time_off_employee_idx" ON "time_off" USING btree ("company_id","employee_id","date");--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_expense_id_mileage_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."mileage_expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
SELECT ws_enable_search('time_entries', ARRAY['notes']);
--> statement-breakpoint
SELECT ws_enable_search('mileage_expenses', ARRAY['description']);
--> statement-breakpoint
SELECT ws_enable_search('time_off', ARRAY['notes']);
