CREATE TABLE "check_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer NOT NULL,
	"display_name" text NOT NULL,
	"stock" text DEFAULT 'top' NOT NULL,
	"bank_account_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_print_logo" boolean DEFAULT false NOT NULL,
	"is_print_signature" boolean DEFAULT false NOT NULL,
	"is_print_company_address" boolean DEFAULT true NOT NULL,
	"is_print_payee_address" boolean DEFAULT true NOT NULL,
	"is_print_check_number" boolean DEFAULT true NOT NULL,
	"line_item_company" boolean DEFAULT false NOT NULL,
	"signature" text,
	"elements" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_layouts" ADD CONSTRAINT "check_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_layouts" ADD CONSTRAINT "check_layouts_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_layouts_company_id_idx" ON "check_layouts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "check_layouts_company_name_idx" ON "check_layouts" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "check_layouts_number_key" ON "check_layouts" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "check_layouts_default_key" ON "check_layouts" USING btree ("company_id",coalesce("bank_account_id", 0)) WHERE "check_layouts"."is_default";--> statement-breakpoint
SELECT ws_enable_tenant_rls('check_layouts'::regclass);--> statement-breakpoint
SELECT ws_enable_search('check_layouts', ARRAY['display_name']);
