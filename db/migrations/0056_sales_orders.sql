CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"line_no" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_documents" DROP CONSTRAINT "sales_documents_kind_check";--> statement-breakpoint
ALTER TABLE "stock_bins" ADD COLUMN "reserved" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_sales_documents_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."in_items"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."warehouse_locations"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("company_id","order_id");--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_kind_check" CHECK ("sales_documents"."kind" in ('estimate', 'invoice', 'sales_receipt', 'credit_memo', 'return_item', 'sales_order'));