CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"realm" smallint NOT NULL,
	"domain_id" integer,
	"display_name" text NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_types" ADD CONSTRAINT "company_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_types_company_id_idx" ON "company_types" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_types_company_name_idx" ON "company_types" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_types_display_name_key" ON "company_types" USING btree ("company_id","realm",lower("display_name"));--> statement-breakpoint
SELECT ws_enable_tenant_rls('company_types'::regclass);--> statement-breakpoint
SELECT ws_enable_search('company_types', ARRAY['display_name']);
