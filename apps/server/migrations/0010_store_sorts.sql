ALTER TABLE "projects" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rating_rank" real GENERATED ALWAYS AS ((case when rating_count >= 3 then 5 else 0 end) + rating_sum::real / greatest(rating_count, 1)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_store_popular_idx" ON "projects" USING btree ("sales_count" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id") WHERE "projects"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "projects_store_rating_idx" ON "projects" USING btree ("rating_rank" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "projects"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "projects_store_price_idx" ON "projects" USING btree ("price_cents","id") WHERE "projects"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "projects_search_version_idx" ON "projects" USING btree ("search_version");