CREATE TYPE "public"."build_review" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."build_source_kind" AS ENUM('release', 'ref');--> statement-breakpoint
CREATE TYPE "public"."build_status" AS ENUM('QUEUED', 'IMPORTING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TABLE "build_files" (
	"build_id" uuid NOT NULL,
	"path" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	CONSTRAINT "build_files_build_id_path_pk" PRIMARY KEY("build_id","path")
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"version" text NOT NULL,
	"source_kind" "build_source_kind" NOT NULL,
	"source_ref" text NOT NULL,
	"source_folder" text,
	"source_asset" text,
	"repository_url" text NOT NULL,
	"commit_sha" text,
	"spa" boolean DEFAULT false NOT NULL,
	"status" "build_status" DEFAULT 'QUEUED' NOT NULL,
	"progress" jsonb DEFAULT '{"phase":"waiting","done":0,"total":null}'::jsonb NOT NULL,
	"failure" jsonb,
	"file_count" integer DEFAULT 0 NOT NULL,
	"total_bytes" bigint DEFAULT 0 NOT NULL,
	"review" "build_review",
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "current_build_id" uuid;--> statement-breakpoint
ALTER TABLE "build_files" ADD CONSTRAINT "build_files_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_files_sha_idx" ON "build_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "builds_project_idx" ON "builds" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "builds_due_idx" ON "builds" USING btree ("next_attempt_at") WHERE "builds"."status" in ('QUEUED', 'IMPORTING');--> statement-breakpoint
CREATE INDEX "builds_review_idx" ON "builds" USING btree ("created_at") WHERE "builds"."review" = 'PENDING';