CREATE TABLE "file_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"hierarchy_id" integer,
	"category_id" integer,
	"date" date DEFAULT current_date NOT NULL,
	"domain_id" integer,
	"record_id" integer,
	CONSTRAINT "files_size_check" CHECK ("files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"extension" text DEFAULT 'D' NOT NULL,
	"parent_id" integer,
	CONSTRAINT "folders_extension_check" CHECK ("folders"."extension" in ('P', 'D') and ("folders"."extension" = 'D') = ("folders"."parent_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "notepad_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"notepad_id" integer NOT NULL,
	"number" integer NOT NULL,
	"display_name" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notepads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"domain_id" integer,
	"record_id" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"display_name" text NOT NULL,
	"data" text DEFAULT '' NOT NULL,
	"domain" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_comments_company_id_idx" ON "file_comments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "file_comments_file_idx" ON "file_comments" USING btree ("company_id","file_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_company_id_idx" ON "files" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "files_company_name_idx" ON "files" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "files_hierarchy_idx" ON "files" USING btree ("company_id","hierarchy_id","id");--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("company_id","domain_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_company_id_idx" ON "folders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "folders_company_name_idx" ON "folders" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "notepad_versions_company_id_idx" ON "notepad_versions" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notepad_versions_number_key" ON "notepad_versions" USING btree ("company_id","notepad_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "notepads_company_id_idx" ON "notepads" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "notepads_company_name_idx" ON "notepads" USING btree ("company_id","display_name");--> statement-breakpoint
CREATE INDEX "rich_texts_company_id_idx" ON "rich_texts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "rich_texts_company_name_idx" ON "rich_texts" USING btree ("company_id","display_name");--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_comments" ADD CONSTRAINT "file_comments_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_category_id_company_types_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."company_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_hierarchy_fk" FOREIGN KEY ("company_id","hierarchy_id") REFERENCES "public"."folders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."folders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notepad_versions" ADD CONSTRAINT "notepad_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notepad_versions" ADD CONSTRAINT "notepad_versions_notepad_fk" FOREIGN KEY ("company_id","notepad_id") REFERENCES "public"."notepads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notepads" ADD CONSTRAINT "notepads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rich_texts" ADD CONSTRAINT "rich_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
