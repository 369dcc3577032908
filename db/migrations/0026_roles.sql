CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"kind" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"rights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_name_key" ON "roles" USING btree ("company_id",lower("display_name"));--> statement-breakpoint
CREATE INDEX "roles_company_id_idx" ON "roles" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SELECT ws_enable_tenant_rls('roles'::regclass);--> statement-breakpoint
-- Every existing company gets the default roles (lib/auth/permissions.ts DEFAULT_ROLES); its
-- administrators become administrators and the others staff, as they were.
INSERT INTO "roles" ("company_id", "kind", "display_name", "description", "is_admin", "rights")
SELECT c.id, r.kind, r.name, r.description, r.is_admin, r.rights::jsonb
FROM "companies" c CROSS JOIN (VALUES
  ('owner', 'Owner', 'Everything, including users, roles and settings.', true, '{"*":["view","create","edit","delete","approve","print"]}'),
  ('administrator', 'Administrator', 'Everything, including users, roles and settings.', true, '{"*":["view","create","edit","delete","approve","print"]}'),
  ('accountant', 'Accountant', 'Every area, approving and printing included; not users or settings.', false, '{"*":["view","create","edit","delete","approve","print"]}'),
  ('staff', 'Staff', 'Every area; approves invoices but not bills; writes checks but does not print them.', false, '{"*":["view","create","edit","delete","print"],"invoice":["view","create","edit","delete","approve","print"],"check":["view","create","edit","delete"]}'),
  ('read_only', 'Read-only', 'Sees every area; changes nothing.', false, '{"*":["view"]}')
) AS r(kind, name, description, is_admin, rights);--> statement-breakpoint
UPDATE "users" u SET "role_id" = r.id FROM "roles" r
WHERE r.company_id = u.company_id AND r.kind = CASE WHEN u.is_admin THEN 'administrator' ELSE 'staff' END;
--> statement-breakpoint
SELECT ws_enable_search('roles', ARRAY['display_name']);
