ALTER TABLE "inventory_adjustment_lines" ADD COLUMN "write_down" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD COLUMN "is_scrap" boolean DEFAULT false NOT NULL;