ALTER TABLE "checks" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "journals" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_state_check" CHECK ("checks"."state" in ('draft', 'posted', 'void'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_state_check" CHECK ("deposits"."state" in ('draft', 'posted', 'void'));--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_state_check" CHECK ("journals"."state" in ('draft', 'posted', 'void'));--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_state_check" CHECK ("reconciliations"."state" in ('draft', 'posted', 'void'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_state_check" CHECK ("transfers"."state" in ('draft', 'posted', 'void'));--> statement-breakpoint
-- A document's state was its status (1 written, 0 void); a reconciliation in progress is a draft.
UPDATE "checks" SET "state" = 'void' WHERE "status" = 0;--> statement-breakpoint
UPDATE "deposits" SET "state" = 'void' WHERE "status" = 0;--> statement-breakpoint
UPDATE "transfers" SET "state" = 'void' WHERE "status" = 0;--> statement-breakpoint
UPDATE "reconciliations" SET "state" = CASE WHEN "status" = 0 THEN 'void' WHEN "finished_at" IS NULL THEN 'draft' ELSE 'posted' END;--> statement-breakpoint
UPDATE "journals" j SET "state" = 'void' FROM (
  SELECT "journal_id" AS id FROM "checks" WHERE "status" = 0
  UNION ALL SELECT "journal_id" FROM "deposits" WHERE "status" = 0
  UNION ALL SELECT "journal_id" FROM "transfers" WHERE "status" = 0
) v WHERE j."id" = v.id;
