ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_kind_check";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receiving_lines" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receiving_lines" ALTER COLUMN "location_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "type" text DEFAULT 'item' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_kind_check" CHECK ("inventory_adjustments"."kind" in ('adjustment', 'transfer', 'scrap'));--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_type_check" CHECK (("purchase_order_lines"."type" = 'item' and "purchase_order_lines"."item_id" is not null) or ("purchase_order_lines"."type" = 'service' and "purchase_order_lines"."account_id" is not null and "purchase_order_lines"."item_id" is null));--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_kind_check" CHECK (("receiving_lines"."item_id" is not null and "receiving_lines"."location_id" is not null and "receiving_lines"."account_id" is null) or ("receiving_lines"."item_id" is null and "receiving_lines"."location_id" is null and "receiving_lines"."account_id" is not null));