-- A receipt attached to or removed from a payment record must reach the screens showing the record (the company's
-- and the workshop's) like any other change of it. The realtime trigger (0023) ignores writes that change only
-- `updated_at`, so the record keeps how many receipts it has: adding or removing one changes the record itself.
ALTER TABLE "payment_records" ADD COLUMN "receipt_count" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE "payment_records" r
   SET "receipt_count" = (SELECT count(*) FROM "payment_receipts" p WHERE p."payment_record_id" = r."id")
 WHERE EXISTS (SELECT 1 FROM "payment_receipts" p WHERE p."payment_record_id" = r."id");
