ALTER TABLE "custom_requests" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_type" text;--> statement-breakpoint
-- Hand-written: the data move. Custom requests' files go to the blob store under the SHA-256 of
-- their bytes. Each request with a file gets that key now; the bytes themselves are copied into the
-- store (and the bytea column emptied) by the server's start-up step, which knows the store. The
-- bytea column stays, nullable, until every installation has run that step.
UPDATE "custom_requests"
SET "attachment_key" = encode(sha256("attachment"), 'hex')
WHERE "attachment" IS NOT NULL AND "attachment_key" IS NULL;--> statement-breakpoint
-- The mails of a request carry its file's key, name and type (the sender reads the bytes from the
-- store), as the sender attached it before: only a file with a name and a type.
UPDATE "mail_outbox" AS o
SET "attachment_key" = r."attachment_key",
    "attachment_name" = r."attachment_name",
    "attachment_type" = r."attachment_type"
FROM "custom_requests" AS r
WHERE o."custom_request_id" = r."id"
  AND r."attachment_key" IS NOT NULL
  AND r."attachment_name" IS NOT NULL
  AND r."attachment_type" IS NOT NULL;
