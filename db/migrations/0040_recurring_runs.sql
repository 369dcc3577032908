CREATE TABLE "recurring_billing_issues" (
	"company_id" integer NOT NULL,
	"recurring_billing_id" integer NOT NULL,
	"occurrence" date NOT NULL,
	"invoice_id" integer,
	CONSTRAINT "recurring_billing_issues_recurring_billing_id_occurrence_pk" PRIMARY KEY("recurring_billing_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "recurring_billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"as_of" date NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "recurring_billing_runs_state_check" CHECK ("recurring_billing_runs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "recurring_billing_issues" ADD CONSTRAINT "recurring_billing_issues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing_issues" ADD CONSTRAINT "recurring_billing_issues_recurring_billing_id_recurring_billing_id_fk" FOREIGN KEY ("recurring_billing_id") REFERENCES "public"."recurring_billing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing_issues" ADD CONSTRAINT "recurring_billing_issues_invoice_id_sales_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_billing_runs" ADD CONSTRAINT "recurring_billing_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_billing_issues_company_idx" ON "recurring_billing_issues" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recurring_billing_runs_company_id_idx" ON "recurring_billing_runs" USING btree ("company_id","id");--> statement-breakpoint
-- Hand-written: the occurrences issued before this table, from their invoices.
INSERT INTO "recurring_billing_issues" ("company_id", "recurring_billing_id", "occurrence", "invoice_id")
SELECT "company_id", "recurring_billing_id", "occurrence", "id" FROM "sales_documents"
WHERE "recurring_billing_id" IS NOT NULL AND "occurrence" IS NOT NULL
ON CONFLICT DO NOTHING;
