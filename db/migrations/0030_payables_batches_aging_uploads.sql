CREATE TABLE "payable_batch_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payable_batch_items_status_check" CHECK ("payable_batch_items"."status" in ('pending', 'approved', 'reject', 'paid')),
	CONSTRAINT "payable_batch_items_paid_check" CHECK ("payable_batch_items"."paid_amount" >= 0 and "payable_batch_items"."paid_amount" <= "payable_batch_items"."amount")
);
--> statement-breakpoint
CREATE TABLE "payable_batch_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payable_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"submit_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"pending_items" integer DEFAULT 0 NOT NULL,
	"memo" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payable_batches_status_check" CHECK ("payable_batches"."status" in ('pending', 'approved', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "payable_batch_items" ADD CONSTRAINT "payable_batch_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_items" ADD CONSTRAINT "payable_batch_items_batch_id_payable_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payable_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_items" ADD CONSTRAINT "payable_batch_items_bill_id_payable_documents_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."payable_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_items" ADD CONSTRAINT "payable_batch_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_items" ADD CONSTRAINT "payable_batch_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_payments" ADD CONSTRAINT "payable_batch_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_payments" ADD CONSTRAINT "payable_batch_payments_item_id_payable_batch_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payable_batch_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batch_payments" ADD CONSTRAINT "payable_batch_payments_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batches" ADD CONSTRAINT "payable_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batches" ADD CONSTRAINT "payable_batches_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_batches" ADD CONSTRAINT "payable_batches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payable_batch_items_company_id_idx" ON "payable_batch_items" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "payable_batch_items_batch_idx" ON "payable_batch_items" USING btree ("company_id","batch_id");--> statement-breakpoint
CREATE INDEX "payable_batch_items_bill_idx" ON "payable_batch_items" USING btree ("company_id","bill_id");--> statement-breakpoint
CREATE INDEX "payable_batch_items_status_idx" ON "payable_batch_items" USING btree ("company_id","status","vendor_id");--> statement-breakpoint
CREATE INDEX "payable_batch_payments_check_idx" ON "payable_batch_payments" USING btree ("company_id","check_id");--> statement-breakpoint
CREATE INDEX "payable_batch_payments_item_idx" ON "payable_batch_payments" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "payable_batches_company_id_idx" ON "payable_batches" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_batches_number_key" ON "payable_batches" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "payable_batches_status_idx" ON "payable_batches" USING btree ("company_id","status","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_batches'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_batch_items'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_batch_payments'::regclass);
--> statement-breakpoint
SELECT ws_enable_search('payable_batches', ARRAY['memo']);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TABLE "payable_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"vendor_id" integer,
	"memo" text,
	"bill_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payable_documents" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "payable_uploads" ADD CONSTRAINT "payable_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_uploads" ADD CONSTRAINT "payable_uploads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_uploads" ADD CONSTRAINT "payable_uploads_bill_id_payable_documents_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."payable_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payable_uploads_company_id_idx" ON "payable_uploads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "payable_uploads_waiting_idx" ON "payable_uploads" USING btree ("company_id","id") WHERE "payable_uploads"."bill_id" is null;--> statement-breakpoint
SELECT ws_enable_tenant_rls('payable_uploads'::regclass);--> statement-breakpoint
SELECT ws_enable_search('payable_uploads', ARRAY['file_name', 'memo']);
