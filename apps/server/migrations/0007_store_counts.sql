CREATE TABLE "store_counts" (
	"category" text NOT NULL,
	"free" boolean NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_counts_category_free_pk" PRIMARY KEY("category","free")
);
--> statement-breakpoint
CREATE FUNCTION store_counts_apply(p_category text, p_free boolean, p_delta integer) RETURNS void AS $$
BEGIN
  INSERT INTO store_counts (category, free, published) VALUES (p_category, p_free, p_delta)
  ON CONFLICT (category, free) DO UPDATE SET published = store_counts.published + EXCLUDED.published;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION store_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'PUBLISHED' THEN
    PERFORM store_counts_apply(OLD.category, OLD.price_cents = 0, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'PUBLISHED' THEN
    PERFORM store_counts_apply(NEW.category, NEW.price_cents = 0, 1);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER projects_store_counts AFTER INSERT OR DELETE OR UPDATE OF status, category, price_cents ON projects
  FOR EACH ROW EXECUTE FUNCTION store_counts_track();
--> statement-breakpoint
INSERT INTO store_counts (category, free, published)
  SELECT category, price_cents = 0, count(*)::integer FROM projects WHERE status = 'PUBLISHED' GROUP BY 1, 2;
