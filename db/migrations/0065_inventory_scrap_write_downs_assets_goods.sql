ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_type_check";--> statement-breakpoint
DROP INDEX "fixed_assets_company_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_assets_company_id_idx" ON "fixed_assets" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "warehouse_locations" ALTER COLUMN "warehouse_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_adjustment_lines" ADD COLUMN "write_down" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "is_scrap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_asset_fk" FOREIGN KEY ("company_id","asset_id") REFERENCES "public"."fixed_assets"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_locations_asset_name_key" ON "warehouse_locations" USING btree ("company_id",lower("display_name"),"asset_id");--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_type_check" CHECK (("purchase_order_lines"."type" = 'item' and "purchase_order_lines"."item_id" is not null) or ("purchase_order_lines"."type" in ('good', 'service') and "purchase_order_lines"."account_id" is not null and "purchase_order_lines"."item_id" is null));--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_owner_check" CHECK (("warehouse_locations"."warehouse_id" is null) <> ("warehouse_locations"."asset_id" is null));--> statement-breakpoint
SELECT ws_enable_search('receiving_lines', ARRAY['description']);