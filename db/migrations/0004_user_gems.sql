CREATE TABLE "user_gems" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tab_id" smallint NOT NULL,
	"gem_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_gems" ADD CONSTRAINT "user_gems_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gems" ADD CONSTRAINT "user_gems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_gems_gem_id_key" ON "user_gems" USING btree ("company_id","user_id","tab_id","gem_id");--> statement-breakpoint
CREATE INDEX "user_gems_company_id_idx" ON "user_gems" USING btree ("company_id","id");--> statement-breakpoint
SELECT ws_enable_tenant_rls('user_gems');
