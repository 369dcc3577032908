CREATE TABLE "in_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"number" text,
	"display_name" text NOT NULL,
	"description" text,
	"unit" text,
	"sales_price" numeric(14, 4),
	"cost" numeric(14, 4),
	"is_taxable" boolean DEFAULT true NOT NULL,
	"income_account_id" integer,
	"asset_account_id" integer,
	"cogs_account_id" integer,
	"reorder_point" numeric(14, 4),
	"preferred_vendor_id" integer,
	"location_id" integer
);
--> statement-breakpoint
CREATE TABLE "inventory_adjustment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"adjustment_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"to_location_id" integer,
	"quantity" numeric(14, 4),
	"counted" numeric(14, 4),
	"unit_cost" numeric(14, 4),
	"description" text
);
--> statement-breakpoint
CREATE TABLE "inventory_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"kind" text DEFAULT 'adjustment' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reason" text,
	"adjustment_account_id" integer,
	"memo" text,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "inventory_adjustments_state_check" CHECK ("inventory_adjustments"."state" in ('draft', 'posted', 'void')),
	CONSTRAINT "inventory_adjustments_kind_check" CHECK ("inventory_adjustments"."kind" in ('adjustment', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "stock_bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"value" numeric(38, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"line_no" smallint DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"reversed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"address" text,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD COLUMN "inventory_item_id" integer;
--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD COLUMN "location_id" integer;
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "inventory_item_id" integer;
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "location_id" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "in_items_company_id_idx" ON "in_items" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "in_items_custom_idx" ON "in_items" USING gin ("custom" jsonb_path_ops);
--> statement-breakpoint
CREATE INDEX "in_items_company_name_idx" ON "in_items" USING btree ("company_id","display_name");
--> statement-breakpoint
CREATE UNIQUE INDEX "in_items_number_key" ON "in_items" USING btree ("company_id",lower("number"));
--> statement-breakpoint
CREATE INDEX "inventory_adjustment_lines_owner_idx" ON "inventory_adjustment_lines" USING btree ("company_id","adjustment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_adjustments_company_id_idx" ON "inventory_adjustments" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "inventory_adjustments_number_idx" ON "inventory_adjustments" USING btree ("company_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_bins_item_location_key" ON "stock_bins" USING btree ("company_id","item_id","location_id");
--> statement-breakpoint
CREATE INDEX "stock_bins_location_idx" ON "stock_bins" USING btree ("company_id","location_id");
--> statement-breakpoint
CREATE INDEX "stock_moves_source_idx" ON "stock_moves" USING btree ("company_id","source_type","source_id");
--> statement-breakpoint
CREATE INDEX "stock_moves_item_idx" ON "stock_moves" USING btree ("company_id","item_id","date");
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_company_id_idx" ON "warehouse_locations" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "warehouse_locations_company_name_idx" ON "warehouse_locations" USING btree ("company_id","display_name");
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_display_name_key" ON "warehouse_locations" USING btree ("company_id",lower("display_name"),"warehouse_id");
--> statement-breakpoint
CREATE INDEX "warehouse_locations_warehouse_idx" ON "warehouse_locations" USING btree ("company_id","warehouse_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_id_idx" ON "warehouses" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "warehouses_company_name_idx" ON "warehouses" USING btree ("company_id","display_name");
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_display_name_key" ON "warehouses" USING btree ("company_id",lower("display_name"));
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_income_account_id_accounts_id_fk" FOREIGN KEY ("income_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_asset_account_id_accounts_id_fk" FOREIGN KEY ("asset_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_cogs_account_id_accounts_id_fk" FOREIGN KEY ("cogs_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_preferred_vendor_id_vendors_id_fk" FOREIGN KEY ("preferred_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_items" ADD CONSTRAINT "in_items_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD CONSTRAINT "inventory_adjustment_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD CONSTRAINT "inventory_adjustment_lines_adjustment_id_inventory_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."inventory_adjustments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD CONSTRAINT "inventory_adjustment_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD CONSTRAINT "inventory_adjustment_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD CONSTRAINT "inventory_adjustment_lines_to_location_fk" FOREIGN KEY ("company_id","to_location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_adjustment_account_id_accounts_id_fk" FOREIGN KEY ("adjustment_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_bins" ADD CONSTRAINT "stock_bins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_bins" ADD CONSTRAINT "stock_bins_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_bins" ADD CONSTRAINT "stock_bins_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_inventory_item_fk" FOREIGN KEY ("company_id","inventory_item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_builder_lines" ADD CONSTRAINT "invoice_builder_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_inventory_item_fk" FOREIGN KEY ("company_id","inventory_item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- The inventory's lists search as every searchable list does: by company, then trigram.
SELECT ws_enable_search('in_items', ARRAY['display_name', 'number', 'description']);
--> statement-breakpoint
SELECT ws_enable_search('warehouses', ARRAY['display_name', 'address']);
--> statement-breakpoint
SELECT ws_enable_search('warehouse_locations', ARRAY['display_name']);
--> statement-breakpoint
SELECT ws_enable_search('inventory_adjustments', ARRAY['number', 'reason', 'memo']);
