CREATE TABLE "automated_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"rule" text NOT NULL,
	"start_date" date NOT NULL,
	"until_date" date,
	"indefinite" smallint DEFAULT 0 NOT NULL,
	"tasklist_id" integer,
	"responsible_id" integer,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"due_after_days" integer DEFAULT 0 NOT NULL,
	"reminder_minutes" integer,
	"notes" text,
	"done_through" date
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"color" text DEFAULT '#3b82f6' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"color" text,
	"user_id" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calendar_id" integer NOT NULL,
	"type_id" integer,
	"display_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" smallint DEFAULT 0 NOT NULL,
	"time_zone" text,
	"rule" text,
	"until_date" date,
	"indefinite" smallint DEFAULT 0 NOT NULL,
	"exdates" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"series_id" integer,
	"original_start" timestamp with time zone,
	"last_ends_at" timestamp with time zone,
	"owner_id" integer,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"customer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"job_id" integer,
	"work_order_id" integer,
	"customer_id" integer,
	"employee_id" integer,
	"location" text,
	"notes" text,
	"is_public" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reminder_id" integer NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer,
	"task_id" integer,
	"minutes" integer DEFAULT 15 NOT NULL,
	"next_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"color" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"tasklist_id" integer,
	"responsible_id" integer,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"due_date" date,
	"state" text DEFAULT 'uncompleted' NOT NULL,
	"completed_by_id" integer,
	"completed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"automated_task_id" integer,
	"occurrence" date
);
--> statement-breakpoint
ALTER TABLE "automated_tasks" ADD CONSTRAINT "automated_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_tasks" ADD CONSTRAINT "automated_tasks_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automated_tasks" ADD CONSTRAINT "automated_tasks_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_types" ADD CONSTRAINT "calendar_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_id_calendar_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."calendar_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_events_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasklists" ADD CONSTRAINT "tasklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tasklist_id_tasklists_id_fk" FOREIGN KEY ("tasklist_id") REFERENCES "public"."tasklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_id_users_id_fk" FOREIGN KEY ("completed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_automated_task_id_automated_tasks_id_fk" FOREIGN KEY ("automated_task_id") REFERENCES "public"."automated_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automated_tasks_company_id_idx" ON "automated_tasks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "automated_tasks_company_name_idx" ON "automated_tasks" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_key" ON "calendar_feeds" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_types_company_id_idx" ON "calendar_types" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "calendar_types_company_name_idx" ON "calendar_types" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "calendars_company_id_idx" ON "calendars" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "calendars_company_name_idx" ON "calendars" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "events_company_id_idx" ON "events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "events_range_idx" ON "events" USING btree ("company_id","starts_at","last_ends_at");--> statement-breakpoint
CREATE INDEX "events_calendar_idx" ON "events" USING btree ("company_id","calendar_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_occurrence_key" ON "events" USING btree ("series_id","original_start");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_key" ON "reminder_sends" USING btree ("reminder_id","occurrence");--> statement-breakpoint
CREATE INDEX "reminders_company_id_idx" ON "reminders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "reminders_user_idx" ON "reminders" USING btree ("company_id","user_id","next_at");--> statement-breakpoint
CREATE INDEX "tasklists_company_id_idx" ON "tasklists" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tasklists_company_name_idx" ON "tasklists" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "tasks_company_id_idx" ON "tasks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tasks_company_name_idx" ON "tasks" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_occurrence_key" ON "tasks" USING btree ("automated_task_id","occurrence");