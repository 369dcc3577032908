ALTER TABLE "account_balances" ALTER COLUMN "debit" SET DATA TYPE numeric(38, 2);--> statement-breakpoint
ALTER TABLE "account_balances" ALTER COLUMN "debit" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "account_balances" ALTER COLUMN "credit" SET DATA TYPE numeric(38, 2);--> statement-breakpoint
ALTER TABLE "account_balances" ALTER COLUMN "credit" SET DEFAULT '0';