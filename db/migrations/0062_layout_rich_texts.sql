ALTER TABLE "ar_invoice_layouts" ADD COLUMN "header_text_id" integer;--> statement-breakpoint
ALTER TABLE "ar_invoice_layouts" ADD COLUMN "footer_text_id" integer;