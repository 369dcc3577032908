CREATE TABLE "apply_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"customer_id" integer NOT NULL,
	"date" date NOT NULL,
	"credit_memo_id" integer,
	"payment_id" integer,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"memo" text,
	CONSTRAINT "apply_credits_state_check" CHECK ("apply_credits"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "ar_delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ar_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"message" text NOT NULL,
	"document_type" text
);
--> statement-breakpoint
CREATE TABLE "ar_tax_group_members" (
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	CONSTRAINT "ar_tax_group_members_group_id_tax_id_pk" PRIMARY KEY("group_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "ar_taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"liability_account_id" integer,
	"is_group" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ar_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"net_days" integer,
	"day_of_month" smallint,
	"discount_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"discount_days" integer
);
--> statement-breakpoint
CREATE TABLE "customer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"kind" text DEFAULT 'payment' NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer,
	"received_from" text,
	"date" date NOT NULL,
	"method" smallint,
	"reference" text,
	"deposit_account_id" integer NOT NULL,
	"credit_account_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"applied_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"unapplied_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"memo" text,
	"deposit_id" integer,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "customer_payments_state_check" CHECK ("customer_payments"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"default_terms_id" integer,
	"ar_account_id" integer,
	"default_tax_id" integer,
	"number_prefix" text,
	"approval_required" boolean DEFAULT false NOT NULL,
	"invoice_message_id" integer,
	"estimate_message_id" integer,
	"bad_debt_account_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"code" smallint
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" integer NOT NULL,
	"customer_id" integer,
	"rate" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivable_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"payment_id" integer,
	"credit_memo_id" integer,
	"apply_credit_id" integer,
	"write_off_id" integer,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "receivable_applications_positive" CHECK ("receivable_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_billing" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"customer_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"rule" text NOT NULL,
	"start_date" date NOT NULL,
	"until_date" date,
	"next_date" date,
	"merge_same_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"type" text NOT NULL,
	"item_id" integer,
	"description" text,
	"quantity" numeric(14, 4),
	"rate" numeric(14, 4),
	"percent" numeric(7, 4),
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_taxable" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"tax_id" integer,
	"service_date" date
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"terms_id" integer,
	"ar_account_id" integer,
	"tax_id" integer,
	"billing_address" text,
	"delivery_address" text,
	"delivery_date" date,
	"delivery_method_id" integer,
	"delivery_tracking_number" text,
	"incoterms" text,
	"incoterms_point" text,
	"purchase_order_number" text,
	"sales_rep_type" text,
	"sales_rep_id" integer,
	"job_id" integer,
	"customer_message" text,
	"memo" text,
	"layout_id" integer,
	"method" smallint,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"is_tba" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_in_print_que" boolean DEFAULT false NOT NULL,
	"is_in_email_que" boolean DEFAULT false NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"is_written_off" boolean DEFAULT false NOT NULL,
	"source_document_id" integer,
	"converted_to_id" integer,
	"recurring_billing_id" integer,
	"occurrence" date,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "sales_documents_state_check" CHECK ("sales_documents"."state" in ('draft', 'posted', 'void')),
	CONSTRAINT "sales_documents_kind_check" CHECK ("sales_documents"."kind" in ('estimate', 'invoice', 'sales_receipt', 'credit_memo', 'return_item'))
);
--> statement-breakpoint
CREATE TABLE "sales_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"number" text,
	"description" text,
	"rate" numeric(14, 4),
	"percent" numeric(7, 4),
	"is_taxable" boolean DEFAULT true NOT NULL,
	"income_account_id" integer,
	"expense_account_id" integer,
	"asset_account_id" integer,
	"cost" numeric(14, 4),
	CONSTRAINT "sales_items_kind_check" CHECK ("sales_items"."kind" in ('service', 'good', 'other_charge', 'discount'))
);
--> statement-breakpoint
CREATE TABLE "write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"invoice_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"expense_account_id" integer NOT NULL,
	"memo" text,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "write_offs_state_check" CHECK ("write_offs"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
ALTER TABLE "apply_credits" ADD CONSTRAINT "apply_credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_credits" ADD CONSTRAINT "apply_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_credits" ADD CONSTRAINT "apply_credits_credit_memo_id_sales_documents_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_credits" ADD CONSTRAINT "apply_credits_payment_id_customer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_credits" ADD CONSTRAINT "apply_credits_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_delivery_methods" ADD CONSTRAINT "ar_delivery_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_messages" ADD CONSTRAINT "ar_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_tax_group_members" ADD CONSTRAINT "ar_tax_group_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_tax_group_members" ADD CONSTRAINT "ar_tax_group_members_group_id_ar_taxes_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."ar_taxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_tax_group_members" ADD CONSTRAINT "ar_tax_group_members_tax_id_ar_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_taxes" ADD CONSTRAINT "ar_taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_taxes" ADD CONSTRAINT "ar_taxes_liability_account_id_accounts_id_fk" FOREIGN KEY ("liability_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ar_terms" ADD CONSTRAINT "ar_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_deposit_account_id_accounts_id_fk" FOREIGN KEY ("deposit_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_default_terms_id_ar_terms_id_fk" FOREIGN KEY ("default_terms_id") REFERENCES "public"."ar_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_ar_account_id_accounts_id_fk" FOREIGN KEY ("ar_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_default_tax_id_ar_taxes_id_fk" FOREIGN KEY ("default_tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_invoice_message_id_ar_messages_id_fk" FOREIGN KEY ("invoice_message_id") REFERENCES "public"."ar_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_estimate_message_id_ar_messages_id_fk" FOREIGN KEY ("estimate_message_id") REFERENCES "public"."ar_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_bad_debt_account_id_accounts_id_fk" FOREIGN KEY ("bad_debt_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_item_id_sales_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sales_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_payment_id_customer_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."customer_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_credit_memo_id_sales_documents_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_apply_credit_id_apply_credits_id_fk" FOREIGN KEY ("apply_credit_id") REFERENCES "public"."apply_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_applications" ADD CONSTRAINT "receivable_applications_write_off_id_write_offs_id_fk" FOREIGN KEY ("write_off_id") REFERENCES "public"."write_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing" ADD CONSTRAINT "recurring_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing" ADD CONSTRAINT "recurring_billing_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing" ADD CONSTRAINT "recurring_billing_template_id_sales_documents_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_item_id_sales_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sales_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_tax_id_ar_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_terms_id_ar_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."ar_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_ar_account_id_accounts_id_fk" FOREIGN KEY ("ar_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_tax_id_ar_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_delivery_method_id_ar_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."ar_delivery_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_source_document_id_sales_documents_id_fk" FOREIGN KEY ("source_document_id") REFERENCES "public"."sales_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_converted_to_id_sales_documents_id_fk" FOREIGN KEY ("converted_to_id") REFERENCES "public"."sales_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_recurring_billing_id_recurring_billing_id_fk" FOREIGN KEY ("recurring_billing_id") REFERENCES "public"."recurring_billing"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_income_account_id_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_expense_account_id_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_items" ADD CONSTRAINT "sales_items_asset_account_id_accounts_id_fk" FOREIGN KEY ("asset_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_expense_account_id_accounts_id_fk" FOREIGN KEY ("expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apply_credits_company_id_idx" ON "apply_credits" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "ar_delivery_methods_company_id_idx" ON "ar_delivery_methods" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "ar_delivery_methods_company_name_idx" ON "ar_delivery_methods" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "ar_messages_company_id_idx" ON "ar_messages" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "ar_messages_company_name_idx" ON "ar_messages" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "ar_tax_group_members_company_idx" ON "ar_tax_group_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ar_taxes_company_id_idx" ON "ar_taxes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "ar_taxes_company_name_idx" ON "ar_taxes" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "ar_terms_company_id_idx" ON "ar_terms" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "ar_terms_company_name_idx" ON "ar_terms" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "customer_payments_company_id_idx" ON "customer_payments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "customer_payments_customer_idx" ON "customer_payments" USING btree ("company_id","customer_id","date");--> statement-breakpoint
CREATE INDEX "customer_payments_undeposited_idx" ON "customer_payments" USING btree ("company_id","deposit_account_id") WHERE "customer_payments"."deposit_id" is null and "customer_payments"."state" = 'posted';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_settings_company_key" ON "invoice_settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "payment_methods_company_id_idx" ON "payment_methods" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "payment_methods_company_name_idx" ON "payment_methods" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_key" ON "payment_methods" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "rates_company_id_idx" ON "rates" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_item_customer_key" ON "rates" USING btree ("company_id","item_id",coalesce("customer_id", 0));--> statement-breakpoint
CREATE INDEX "receivable_applications_invoice_idx" ON "receivable_applications" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "receivable_applications_payment_idx" ON "receivable_applications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "recurring_billing_company_id_idx" ON "recurring_billing" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "recurring_billing_company_name_idx" ON "recurring_billing" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "recurring_billing_next_idx" ON "recurring_billing" USING btree ("company_id","next_date");--> statement-breakpoint
CREATE INDEX "sales_document_lines_document_idx" ON "sales_document_lines" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "sales_documents_company_id_idx" ON "sales_documents" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_number_key" ON "sales_documents" USING btree ("company_id","kind",lower("number"));--> statement-breakpoint
CREATE INDEX "sales_documents_company_kind_idx" ON "sales_documents" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "sales_documents_customer_idx" ON "sales_documents" USING btree ("company_id","customer_id","date");--> statement-breakpoint
CREATE INDEX "sales_documents_open_idx" ON "sales_documents" USING btree ("company_id","due_date") WHERE "sales_documents"."state" = 'posted' and "sales_documents"."balance_due" <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_occurrence_key" ON "sales_documents" USING btree ("recurring_billing_id","occurrence");--> statement-breakpoint
CREATE INDEX "sales_items_company_id_idx" ON "sales_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "sales_items_company_kind_name_idx" ON "sales_items" USING btree ("company_id","kind","display_name");--> statement-breakpoint
CREATE INDEX "write_offs_company_id_idx" ON "write_offs" USING btree ("company_id","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls(t::regclass) FROM unnest(ARRAY['ar_taxes', 'ar_tax_group_members', 'ar_terms', 'ar_messages', 'ar_delivery_methods', 'payment_methods', 'sales_items', 'rates', 'invoice_settings', 'sales_documents', 'sales_document_lines', 'customer_payments', 'receivable_applications', 'apply_credits', 'write_offs', 'recurring_billing']) AS t;
