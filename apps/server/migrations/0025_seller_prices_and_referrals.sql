CREATE TABLE "referral_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"visitor_key" text NOT NULL,
	"path" text NOT NULL,
	"project_id" uuid,
	"developer_id" uuid,
	"visit_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pay_what_you_want" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "suggested_price_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_visits_once_a_day_key" ON "referral_visits" USING btree ("visitor_key","source","path","visit_day");--> statement-breakpoint
CREATE INDEX "referral_visits_developer_idx" ON "referral_visits" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_developer_source_idx" ON "sales" USING btree ("developer_id","referral_source","created_at") WHERE "sales"."referral_source" is not null;