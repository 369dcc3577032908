ALTER TABLE "pay_setups" ADD COLUMN "allowances" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD COLUMN "paid_by" text DEFAULT 'electronic' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD COLUMN "check_id" integer;--> statement-breakpoint
ALTER TABLE "tax_tables" ADD COLUMN "allowance_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_liability_payments" ADD CONSTRAINT "payroll_liability_payments_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_setups" ADD CONSTRAINT "pay_setups_allowances_check" CHECK ("pay_setups"."allowances" >= 0 and "pay_setups"."allowances" <= 99);--> statement-breakpoint
ALTER TABLE "tax_tables" ADD CONSTRAINT "tax_tables_allowance_amount_check" CHECK ("tax_tables"."allowance_amount" >= 0);