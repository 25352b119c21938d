CREATE TYPE "public"."project_revision_status" AS ENUM('PENDING', 'APPROVED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "project_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"status" "project_revision_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
ALTER TABLE "project_revisions" ADD CONSTRAINT "project_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_revisions" ADD CONSTRAINT "project_revisions_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_revisions" ADD CONSTRAINT "project_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_revisions_pending_key" ON "project_revisions" USING btree ("project_id") WHERE "project_revisions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "project_revisions_queue_idx" ON "project_revisions" USING btree ("updated_at","id") WHERE "project_revisions"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "project_revisions_project_idx" ON "project_revisions" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_revisions_developer_idx" ON "project_revisions" USING btree ("developer_id","project_id","created_at" DESC NULLS LAST);