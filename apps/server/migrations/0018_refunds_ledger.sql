CREATE TYPE "public"."developer_payout_status" AS ENUM('PROCESSING', 'PAID', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_kind" AS ENUM('SALE', 'REFUND', 'PAYOUT');--> statement-breakpoint
CREATE TYPE "public"."refund_origin" AS ENUM('BUYER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('REQUESTED', 'APPROVED', 'PENDING', 'COMPLETED', 'REJECTED', 'FAILED');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" uuid NOT NULL,
	"kind" "ledger_entry_kind" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sale_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"commission_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"origin" "refund_origin" NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"developer_comment" text,
	"developer_comment_at" timestamp with time zone,
	"status" "refund_status" DEFAULT 'REQUESTED' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"provider_refund_id" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "sales_pending_payout_idx";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "sale_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "status" "developer_payout_status" DEFAULT 'PROCESSING' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
-- Payouts made before balances paid one sale each: they are paid, and they settled that sale.
UPDATE "payouts" SET "status" = 'PAID', "sales_count" = 1, "paid_at" = "created_at";--> statement-breakpoint
UPDATE "sales" SET "payout_id" = "payouts"."id" FROM "payouts" WHERE "payouts"."sale_id" = "sales"."id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_developer_idx" ON "ledger_entries" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sale_key" ON "ledger_entries" USING btree ("sale_id") WHERE "ledger_entries"."kind" = 'SALE';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_key" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_key" ON "ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_sale_key" ON "refunds" USING btree ("sale_id") WHERE "refunds"."status" in ('REQUESTED', 'APPROVED', 'PENDING', 'COMPLETED');--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_buyer_idx" ON "refunds" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "refunds_developer_idx" ON "refunds" USING btree ("developer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."status" in ('APPROVED', 'PENDING');--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_processing_key" ON "payouts" USING btree ("developer_id") WHERE "payouts"."status" = 'PROCESSING';--> statement-breakpoint
CREATE INDEX "sales_payout_idx" ON "sales" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sales_pending_payout_idx" ON "sales" USING btree ("created_at") WHERE "sales"."payout_status" <> 'PAID' and "sales"."refunded_at" is null;--> statement-breakpoint
-- The ledger starts with every sale made and every payout paid so far.
INSERT INTO "ledger_entries" ("developer_id", "kind", "amount_cents", "sale_id", "created_at")
  SELECT "developer_id", 'SALE', "net_cents", "id", "created_at" FROM "sales";--> statement-breakpoint
INSERT INTO "ledger_entries" ("developer_id", "kind", "amount_cents", "payout_id", "created_at")
  SELECT "developer_id", 'PAYOUT', -"amount_cents", "id", "created_at" FROM "payouts" WHERE "amount_cents" <> 0;--> statement-breakpoint
-- Append-only: an entry is never changed or removed (a correction is a new entry).
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
