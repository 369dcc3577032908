ALTER TABLE "journals" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Journals replaced by a change before the column: each change's reversal says so in its memo
-- ("Changed: reversal of ..."), and it and the journal it reversed are the superseded pair.
UPDATE "journals" SET "superseded" = true WHERE "reverses_id" IS NOT NULL AND "memo" LIKE 'Changed: reversal of %';--> statement-breakpoint
UPDATE "journals" o SET "superseded" = true FROM "journals" r WHERE r."reverses_id" = o."id" AND r."superseded";
