CREATE TABLE "payables_aging_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period1" integer DEFAULT 30 NOT NULL,
	"period2" integer DEFAULT 30 NOT NULL,
	"period3" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "payables_aging_settings_periods_check" CHECK ("payables_aging_settings"."period1" > 0 and "payables_aging_settings"."period2" > 0 and "payables_aging_settings"."period3" > 0)
);
--> statement-breakpoint
ALTER TABLE "payables_aging_settings" ADD CONSTRAINT "payables_aging_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payables_aging_settings_company_key" ON "payables_aging_settings" USING btree ("company_id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('payables_aging_settings'::regclass);
