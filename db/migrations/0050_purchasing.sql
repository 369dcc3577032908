CREATE TABLE "in_item_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer,
	"description" text,
	"quantity" numeric(14, 4) NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"quantity_received" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"receiving_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"number" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"date" date NOT NULL,
	"expected_date" date,
	"warehouse_id" integer,
	"memo" text,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(38, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "purchase_orders_state_check" CHECK ("purchase_orders"."state" in ('draft', 'posted', 'void')),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('open', 'partial', 'received', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "receiving_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"receiving_id" integer NOT NULL,
	"order_line_id" integer,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"description" text,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_cost" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"number" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"purchase_order_id" integer,
	"warehouse_id" integer NOT NULL,
	"date" date NOT NULL,
	"memo" text,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"journal_id" integer,
	"void_journal_id" integer,
	CONSTRAINT "receivings_state_check" CHECK ("receivings"."state" in ('draft', 'posted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "receiving_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"receiving_id" integer NOT NULL,
	"accrued" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD COLUMN "receiving_id" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "in_item_prices_item_vendor_key" ON "in_item_prices" USING btree ("company_id","item_id","vendor_id");
--> statement-breakpoint
CREATE INDEX "in_item_prices_vendor_idx" ON "in_item_prices" USING btree ("company_id","vendor_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_company_id_idx" ON "purchase_order_lines" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "purchase_order_lines_owner_idx" ON "purchase_order_lines" USING btree ("company_id","order_id");
--> statement-breakpoint
CREATE INDEX "purchase_order_receipts_receiving_idx" ON "purchase_order_receipts" USING btree ("company_id","receiving_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_id_idx" ON "purchase_orders" USING btree ("company_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("company_id",lower("number"));
--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("company_id","vendor_id");
--> statement-breakpoint
CREATE INDEX "receiving_lines_owner_idx" ON "receiving_lines" USING btree ("company_id","receiving_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receivings_company_id_idx" ON "receivings" USING btree ("company_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receivings_number_key" ON "receivings" USING btree ("company_id",lower("number"));
--> statement-breakpoint
CREATE INDEX "receivings_order_idx" ON "receivings" USING btree ("company_id","purchase_order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_bills_receiving_key" ON "receiving_bills" USING btree ("company_id","receiving_id");
--> statement-breakpoint
CREATE INDEX "receiving_bills_bill_idx" ON "receiving_bills" USING btree ("company_id","bill_id");
--> statement-breakpoint
ALTER TABLE "in_item_prices" ADD CONSTRAINT "in_item_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_item_prices" ADD CONSTRAINT "in_item_prices_item_id_in_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."in_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "in_item_prices" ADD CONSTRAINT "in_item_prices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_receiving_fk" FOREIGN KEY ("company_id","receiving_id") REFERENCES "public"."receivings"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_order_receipts" ADD CONSTRAINT "purchase_order_receipts_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."purchase_order_lines"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_receiving_id_receivings_id_fk" FOREIGN KEY ("receiving_id") REFERENCES "public"."receivings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."purchase_order_lines"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_void_journal_id_journals_id_fk" FOREIGN KEY ("void_journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_order_fk" FOREIGN KEY ("company_id","purchase_order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_warehouse_fk" FOREIGN KEY ("company_id","warehouse_id") REFERENCES "public"."warehouses"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_bills" ADD CONSTRAINT "receiving_bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_bills" ADD CONSTRAINT "receiving_bills_bill_id_payable_documents_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."payable_documents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "receiving_bills" ADD CONSTRAINT "receiving_bills_receiving_fk" FOREIGN KEY ("company_id","receiving_id") REFERENCES "public"."receivings"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payable_document_lines" ADD CONSTRAINT "payable_document_lines_receiving_fk" FOREIGN KEY ("company_id","receiving_id") REFERENCES "public"."receivings"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- Purchase orders and receivings search as every searchable list does: by company, then trigram.
SELECT ws_enable_search('purchase_orders', ARRAY['number', 'memo']);
--> statement-breakpoint
SELECT ws_enable_search('receivings', ARRAY['number', 'memo']);
