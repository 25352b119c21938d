CREATE TABLE "app_launch_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_launch_tokens_expires_idx" ON "app_launch_tokens" USING btree ("expires_at");