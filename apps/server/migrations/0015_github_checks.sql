CREATE TYPE "public"."github_check_kind" AS ENUM('PROFILE', 'REPOSITORY');--> statement-breakpoint
CREATE TYPE "public"."github_check_status" AS ENUM('PENDING', 'CHECKING', 'FAILED');--> statement-breakpoint
CREATE TABLE "github_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "github_check_kind" NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"target" text NOT NULL,
	"status" "github_check_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "github_checks" ADD CONSTRAINT "github_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "github_checks" ADD CONSTRAINT "github_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "github_checks_profile_key" ON "github_checks" USING btree ("user_id") WHERE "github_checks"."kind" = 'PROFILE';--> statement-breakpoint
CREATE UNIQUE INDEX "github_checks_project_key" ON "github_checks" USING btree ("project_id") WHERE "github_checks"."kind" = 'REPOSITORY';--> statement-breakpoint
CREATE INDEX "github_checks_due_idx" ON "github_checks" USING btree ("next_attempt_at") WHERE "github_checks"."status" in ('PENDING', 'CHECKING');--> statement-breakpoint
CREATE INDEX "github_checks_user_idx" ON "github_checks" USING btree ("user_id");