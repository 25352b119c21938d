DROP INDEX "users_role_idx";--> statement-breakpoint
CREATE INDEX "users_role_verified_idx" ON "users" USING btree ("role","verified");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_totals_idx" ON "sales" USING btree ("payout_status","amount_cents","commission_cents","net_cents");