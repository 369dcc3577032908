CREATE TABLE "email_blasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"template_id" integer NOT NULL,
	"audience" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "blast_id" integer;--> statement-breakpoint
ALTER TABLE "email_blasts" ADD CONSTRAINT "email_blasts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_blasts_company_id_idx" ON "email_blasts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "email_blasts_company_name_idx" ON "email_blasts" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_opt_outs_email_key" ON "mail_opt_outs" USING btree ("company_id",lower("email"));--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_blast_id_email_blasts_id_fk" FOREIGN KEY ("blast_id") REFERENCES "public"."email_blasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SELECT ws_enable_tenant_rls('email_blasts'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('mail_opt_outs'::regclass);--> statement-breakpoint
SELECT ws_enable_search('email_blasts', ARRAY['display_name']);
