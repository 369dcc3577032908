CREATE TABLE "pay_run_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pay_run_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"payroll_item_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "pay_run_earnings_amount_check" CHECK ("pay_run_earnings"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_items" DROP CONSTRAINT "payroll_items_kind_check";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "termination_date" date;--> statement-breakpoint
ALTER TABLE "pay_run_earnings" ADD CONSTRAINT "pay_run_earnings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_earnings" ADD CONSTRAINT "pay_run_earnings_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_earnings" ADD CONSTRAINT "pay_run_earnings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_earnings" ADD CONSTRAINT "pay_run_earnings_payroll_item_id_payroll_items_id_fk" FOREIGN KEY ("payroll_item_id") REFERENCES "public"."payroll_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_run_earnings_owner_idx" ON "pay_run_earnings" USING btree ("company_id","pay_run_id");--> statement-breakpoint
ALTER TABLE "payroll_items" ADD CONSTRAINT "payroll_items_kind_check" CHECK ("payroll_items"."kind" in ('hourly', 'overtime', 'salary', 'bonus', 'commission', 'reimbursement', 'pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax'));