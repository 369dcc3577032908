ALTER TABLE "checks" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "deposits" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "reconciliations" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "transfers" DROP COLUMN "status";