ALTER TABLE "files" ADD COLUMN "contents_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "files_unread_idx" ON "files" USING btree ("company_id","id") WHERE "files"."contents_read_at" is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('yearly', 'personnel', 'permanent', 'report'));--> statement-breakpoint
UPDATE "files" SET "contents_read_at" = "updated_at" WHERE "text_content" IS NOT NULL OR "thumbnail_key" IS NOT NULL;
