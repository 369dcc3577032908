CREATE TABLE "charge_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text,
	"classification_id" integer
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'posted' NOT NULL,
	"card_account_id" integer NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"number" text,
	"date" date NOT NULL,
	"vendor_id" integer,
	"payee_name" text NOT NULL,
	"memo" text,
	"amount" numeric(14, 2) NOT NULL,
	"journal_id" integer,
	CONSTRAINT "charges_state_check" CHECK ("charges"."state" in ('draft', 'posted', 'void')),
	CONSTRAINT "charges_kind_check" CHECK ("charges"."kind" in ('charge', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "bank_match_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"journal_line_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "match_group" integer;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_lines" ADD CONSTRAINT "charge_lines_classification_fk" FOREIGN KEY ("company_id","classification_id") REFERENCES "public"."classifications"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_card_account_id_accounts_id_fk" FOREIGN KEY ("card_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_card_fk" FOREIGN KEY ("company_id","card_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_postings" ADD CONSTRAINT "bank_match_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_postings" ADD CONSTRAINT "bank_match_postings_group_id_bank_statement_lines_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_postings" ADD CONSTRAINT "bank_match_postings_journal_line_id_journal_lines_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_match_postings" ADD CONSTRAINT "bank_match_postings_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_lines_charge_idx" ON "charge_lines" USING btree ("company_id","charge_id");--> statement-breakpoint
CREATE INDEX "charges_company_id_idx" ON "charges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "charges_card_idx" ON "charges" USING btree ("company_id","card_account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_match_postings_journal_line_key" ON "bank_match_postings" USING btree ("company_id","journal_line_id");--> statement-breakpoint
CREATE INDEX "bank_match_postings_group_idx" ON "bank_match_postings" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_group_idx" ON "bank_statement_lines" USING btree ("company_id","match_group");--> statement-breakpoint
SELECT ws_enable_search('charges', ARRAY['payee_name', 'number', 'memo']);
