CREATE TYPE "public"."deletion_request_status" AS ENUM('PENDING', 'ACCEPTED', 'REFUSED');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('DRAFT', 'PENDING', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED', 'SUSPENDED');--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" "deletion_request_status" DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_daily_stats" (
	"project_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_daily_stats_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"developer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"version" text DEFAULT '1.0.0' NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"main_image" text NOT NULL,
	"screenshots" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_url" text,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_audience" text NOT NULL,
	"demo_url" text NOT NULL,
	"documentation_url" text,
	"source_code_url" text NOT NULL,
	"support_email" text NOT NULL,
	"privacy_policy_url" text,
	"terms_of_service_url" text,
	"license" text,
	"is_open_source" boolean DEFAULT false NOT NULL,
	"allow_trial_version" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"enable_commissions" boolean DEFAULT true NOT NULL,
	"custom_commission_rate_bps" integer,
	"seo_title" text,
	"seo_description" text,
	"status" "project_status" DEFAULT 'UNDER_REVIEW' NOT NULL,
	"observations" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_daily_stats" ADD CONSTRAINT "project_daily_stats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_status_idx" ON "deletion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_open_key" ON "deletion_requests" USING btree ("project_id") WHERE "deletion_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_key" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_developer_idx" ON "projects" USING btree ("developer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_store_idx" ON "projects" USING btree ("status","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "projects_store_category_idx" ON "projects" USING btree ("status","category","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "projects_store_free_idx" ON "projects" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "projects"."status" = 'PUBLISHED' and "projects"."price_cents" = 0;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");