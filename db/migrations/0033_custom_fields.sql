CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fieldset_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"choices" text,
	"required" boolean DEFAULT false NOT NULL,
	"in_list" boolean DEFAULT false NOT NULL,
	CONSTRAINT "custom_fields_kind_check" CHECK ("custom_fields"."kind" in ('text', 'number', 'date', 'choice', 'flag'))
);
--> statement-breakpoint
CREATE TABLE "custom_fieldsets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"resource" text NOT NULL,
	"number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "other_contacts" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_items" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payable_documents" ADD COLUMN "custom" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_fieldset_id_custom_fieldsets_id_fk" FOREIGN KEY ("fieldset_id") REFERENCES "public"."custom_fieldsets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fieldsets" ADD CONSTRAINT "custom_fieldsets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_fields_company_id_idx" ON "custom_fields" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "custom_fields_fieldset_idx" ON "custom_fields" USING btree ("company_id","fieldset_id","number");--> statement-breakpoint
CREATE INDEX "custom_fieldsets_company_id_idx" ON "custom_fieldsets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "custom_fieldsets_resource_idx" ON "custom_fieldsets" USING btree ("company_id","resource","number");--> statement-breakpoint
CREATE INDEX "customers_custom_idx" ON "customers" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "employees_custom_idx" ON "employees" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "jobs_custom_idx" ON "jobs" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "opportunities_custom_idx" ON "opportunities" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "other_contacts_custom_idx" ON "other_contacts" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "prospects_custom_idx" ON "prospects" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "vendors_custom_idx" ON "vendors" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "work_orders_custom_idx" ON "work_orders" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "sales_documents_custom_idx" ON "sales_documents" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "sales_items_custom_idx" ON "sales_items" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "payable_documents_custom_idx" ON "payable_documents" USING gin ("custom" jsonb_path_ops);--> statement-breakpoint
SELECT ws_enable_tenant_rls('custom_fieldsets'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('custom_fields'::regclass);--> statement-breakpoint
SELECT ws_enable_search('custom_fieldsets', ARRAY['display_name']);--> statement-breakpoint
SELECT ws_enable_search('custom_fields', ARRAY['display_name']);
