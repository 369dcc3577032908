CREATE TABLE "queue_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"last_error" text,
	"singleton_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "queue_jobs" ADD CONSTRAINT "queue_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_jobs_due_idx" ON "queue_jobs" USING btree ("run_at") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "queue_jobs_company_id_idx" ON "queue_jobs" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_jobs_singleton_key" ON "queue_jobs" USING btree ("company_id","singleton_key") WHERE singleton_key is not null and state in ('queued', 'running');--> statement-breakpoint
-- Requests see and enqueue only their company's jobs; the worker claims across companies in
-- transactions that say so (app.queue_worker = '1', set only by lib/jobs), a second policy.
SELECT ws_enable_tenant_rls('queue_jobs');
--> statement-breakpoint
CREATE POLICY queue_worker ON "queue_jobs" USING (current_setting('app.queue_worker', true) = '1') WITH CHECK (current_setting('app.queue_worker', true) = '1');
