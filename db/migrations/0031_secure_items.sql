CREATE TABLE "secure_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"collection" text NOT NULL,
	"record_id" integer NOT NULL,
	"user_ids" integer[] NOT NULL,
	"secured_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "secure_items" ADD CONSTRAINT "secure_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secure_items" ADD CONSTRAINT "secure_items_secured_by_users_id_fk" FOREIGN KEY ("secured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "secure_items_record_key" ON "secure_items" USING btree ("company_id","collection","record_id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('secure_items'::regclass);
