ALTER TABLE "builds" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "github_checks" ADD COLUMN "needs_attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "github_checks" ADD COLUMN "checks_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "needs_attention_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "checks_since" timestamp with time zone;