CREATE TABLE "payable_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vendor_id" integer NOT NULL,
	"document_kind" text NOT NULL,
	"document_date" date NOT NULL,
	"document_due_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payable_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" integer NOT NULL,
	"description" text,
	"quantity" numeric(14, 4),
	"rate" numeric(14, 4),
	"amount" numeric(14, 2) NOT NULL,
	"classification_id" integer
);
--> statement-breakpoint
CREATE TABLE "payable_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"terms_id" integer,
	"due_date" date,
	"ap_account_id" integer NOT NULL,
	"address" text,
	"memo" text,
	"total_amount" numeric(14, 2) NOT NULL,
	"total_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "payable_documents_state_check" CHECK ("payable_documents"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
ALTER TABLE "payable_applications" ADD CONSTRAINT "payable_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_applications" ADD CONSTRAINT "payable_applications_document_id_payable_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payable_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_applications" ADD CONSTRAINT "payable_applications_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_applications" ADD CONSTRAINT "payable_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_document_id_payable_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."payable_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_terms_id_ar_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."ar_terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_ap_account_id_accounts_id_fk" FOREIGN KEY ("ap_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD CONSTRAINT "payable_documents_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payable_applications_document_idx" ON "payable_applications" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "payable_applications_check_idx" ON "payable_applications" USING btree ("check_id");--> statement-breakpoint
CREATE INDEX "payable_applications_date_idx" ON "payable_applications" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "payable_document_lines_document_idx" ON "payable_document_lines" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "payable_documents_company_id_idx" ON "payable_documents" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_documents_number_key" ON "payable_documents" USING btree ("company_id","kind","vendor_id",lower("number"));--> statement-breakpoint
CREATE INDEX "payable_documents_company_kind_idx" ON "payable_documents" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "payable_documents_vendor_idx" ON "payable_documents" USING btree ("company_id","vendor_id","date");--> statement-breakpoint
CREATE INDEX "payable_documents_open_idx" ON "payable_documents" USING btree ("company_id","kind","vendor_id") WHERE "payable_documents"."state" = 'posted' and "payable_documents"."balance_due" <> 0;--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_documents'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_document_lines'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_applications'::regclass);
