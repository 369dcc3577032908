CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" smallint NOT NULL,
	"display_name" text NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"current" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "quick_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT 'mine' NOT NULL,
	"user_id" integer,
	"display_name" text NOT NULL,
	"url" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_notes" ADD CONSTRAINT "quick_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_notes" ADD CONSTRAINT "quick_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_company_id_idx" ON "goals" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "goals_year_idx" ON "goals" USING btree ("company_id","year","id");--> statement-breakpoint
CREATE INDEX "quick_notes_company_id_idx" ON "quick_notes" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "quick_notes_user_idx" ON "quick_notes" USING btree ("company_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "websites_company_id_idx" ON "websites" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "websites_company_name_idx" ON "websites" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "websites_kind_idx" ON "websites" USING btree ("company_id","kind","user_id","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('websites'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('quick_notes'::regclass);--> statement-breakpoint
SELECT ws_enable_tenant_rls('goals'::regclass);--> statement-breakpoint
SELECT ws_enable_search('websites', ARRAY['display_name', 'url', 'notes']);--> statement-breakpoint
SELECT ws_enable_search('quick_notes', ARRAY['display_name', 'body']);--> statement-breakpoint
SELECT ws_enable_search('goals', ARRAY['display_name']);
