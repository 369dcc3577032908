CREATE TABLE "invoice_builder_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"builder_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"type" text NOT NULL,
	"item_id" integer,
	"description" text,
	"quantity" numeric(14, 4),
	"rate" numeric(14, 4),
	"percent" numeric(7, 4),
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"is_taxable" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"tax_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_builders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"customer_id" integer,
	"terms_id" integer,
	"tax_id" integer,
	"delivery_method_id" integer,
	"layout_id" integer,
	"purchase_order_number" text,
	"customer_message" text,
	"memo" text
);
--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_builder_id_invoice_builders_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."invoice_builders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_item_id_sales_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sales_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_tax_id_ar_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_terms_id_ar_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."ar_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_tax_id_ar_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."ar_taxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_delivery_method_id_ar_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."ar_delivery_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_builders" ADD CONSTRAINT "invoice_builders_layout_id_ar_invoice_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."ar_invoice_layouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_builder_lines_builder_idx" ON "invoice_builder_lines" USING btree ("company_id","builder_id");--> statement-breakpoint
CREATE INDEX "invoice_builders_company_id_idx" ON "invoice_builders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "invoice_builders_company_name_idx" ON "invoice_builders" USING btree ("company_id","display_name");--> statement-breakpoint
SELECT ws_enable_tenant_rls('invoice_builders'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('invoice_builder_lines'::regclass);--> statement-breakpoint
SELECT ws_enable_search('invoice_builders', ARRAY['display_name', 'memo']);
