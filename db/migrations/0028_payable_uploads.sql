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
