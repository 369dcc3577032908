CREATE TABLE "check_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"signature" text,
	"limit_amount" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "signed_by_id" integer;--> statement-breakpoint
ALTER TABLE "check_signers" ADD CONSTRAINT "check_signers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_signers" ADD CONSTRAINT "check_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_signers_company_id_idx" ON "check_signers" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_signers_user_id_key" ON "check_signers" USING btree ("company_id","user_id");--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;