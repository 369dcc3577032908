CREATE TABLE "clock_punches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" integer NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"note" text,
	"time_entry_id" integer,
	CONSTRAINT "clock_punches_order_check" CHECK ("clock_punches"."clock_out" is null or ("clock_punches"."clock_out" > "clock_punches"."clock_in" and "clock_punches"."clock_out" <= "clock_punches"."clock_in" + interval '24 hours'))
);
--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clock_punches" ADD CONSTRAINT "clock_punches_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clock_punches_company_id_idx" ON "clock_punches" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "clock_punches_employee_idx" ON "clock_punches" USING btree ("company_id","employee_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "clock_punches_open_key" ON "clock_punches" USING btree ("company_id","employee_id") WHERE "clock_punches"."clock_out" is null;--> statement-breakpoint
SELECT ws_enable_search('clock_punches', ARRAY['note']);
