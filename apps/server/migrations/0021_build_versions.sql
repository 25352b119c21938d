ALTER TABLE "builds" ADD COLUMN "made_current_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "withdrawn_by" uuid;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;