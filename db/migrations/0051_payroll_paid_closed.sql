CREATE TABLE "payroll_liability_payment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_liability_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"bank_account_id" integer NOT NULL,
	"payee" text,
	"reference" text,
	"memo" text,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "payroll_liability_payments_state_check" CHECK ("payroll_liability_payments"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "pay_run_id" integer;--> statement-breakpoint
ALTER TABLE "payroll_liability_payment_lines" ADD CONSTRAINT "payroll_liability_payment_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payment_lines" ADD CONSTRAINT "payroll_liability_payment_lines_payment_id_payroll_liability_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payroll_liability_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payment_lines" ADD CONSTRAINT "payroll_liability_payment_lines_payroll_item_id_payroll_items_id_fk" FOREIGN KEY ("payroll_item_id") REFERENCES "public"."payroll_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_liability_payment_lines_owner_idx" ON "payroll_liability_payment_lines" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "payroll_liability_payment_lines_item_idx" ON "payroll_liability_payment_lines" USING btree ("company_id","payroll_item_id");--> statement-breakpoint
CREATE INDEX "payroll_liability_payments_company_id_idx" ON "payroll_liability_payments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "payroll_liability_payments_number_idx" ON "payroll_liability_payments" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "time_entries_pay_run_idx" ON "time_entries" USING btree ("company_id","pay_run_id") WHERE "time_entries"."pay_run_id" is not null;--> statement-breakpoint
SELECT ws_enable_search('payroll_liability_payments', ARRAY['number', 'payee', 'reference', 'memo']);
--> statement-breakpoint
UPDATE "roles" SET "rights" = "rights" || '{"payroll":[]}'::jsonb WHERE "kind" = 'staff' AND NOT ("rights" ? 'payroll');
--> statement-breakpoint
UPDATE "roles" SET "description" = 'Every area but payroll; approves invoices but not bills; writes checks but does not print them.' WHERE "kind" = 'staff' AND "description" = 'Every area; approves invoices but not bills; writes checks but does not print them.';
--> statement-breakpoint
UPDATE "roles" SET "description" = 'Todas las áreas salvo la nómina; aprueba facturas pero no facturas de proveedor; escribe cheques pero no los imprime.' WHERE "kind" = 'staff' AND "description" = 'Todas las áreas; aprueba facturas pero no facturas de proveedor; escribe cheques pero no los imprime.';
