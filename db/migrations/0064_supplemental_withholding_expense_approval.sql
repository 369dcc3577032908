ALTER TABLE "mileage_expenses" ADD COLUMN "approval" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD COLUMN "pay_run_id" integer;--> statement-breakpoint
ALTER TABLE "pay_run_earnings" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "payroll_items" ADD COLUMN "supplemental" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_tables" ADD COLUMN "supplemental_rate" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "tax_tables" ADD COLUMN "supplemental_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "tax_tables" ADD COLUMN "supplemental_over_rate" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "mileage_expenses" ADD CONSTRAINT "mileage_expenses_approval_check" CHECK ("mileage_expenses"."approval" in ('pending', 'approved', 'denied'));