ALTER TABLE "files" ADD COLUMN "linked_to" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "text_content" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
CREATE INDEX "files_linked_idx" ON "files" USING btree ("company_id","linked_to","record_id");--> statement-breakpoint
-- The files' search box finds a file by the words inside it too (its `text_content`, read by a job).
SELECT ws_enable_search('files', ARRAY['text_content']);
