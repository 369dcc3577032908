CREATE TABLE "depreciation_run_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"expense_account_id" integer NOT NULL,
	"accumulated_account_id" integer NOT NULL,
	"accumulated_before" numeric(14, 2) NOT NULL,
	"depreciated_through_before" date
);
--> statement-breakpoint
CREATE TABLE "depreciation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"through" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "depreciation_runs_state_check" CHECK ("depreciation_runs"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
ALTER TABLE "depreciation_run_lines" ADD CONSTRAINT "depreciation_run_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_run_lines" ADD CONSTRAINT "depreciation_run_lines_run_id_depreciation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."depreciation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_run_lines" ADD CONSTRAINT "depreciation_run_lines_asset_id_fixed_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."fixed_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_runs" ADD CONSTRAINT "depreciation_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_runs" ADD CONSTRAINT "depreciation_runs_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depreciation_runs" ADD CONSTRAINT "depreciation_runs_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "depreciation_run_lines_run_idx" ON "depreciation_run_lines" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "depreciation_runs_company_id_idx" ON "depreciation_runs" USING btree ("company_id","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('depreciation_runs'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('depreciation_run_lines'::regclass);
