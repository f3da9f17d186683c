-- Workshop payments paid and their receipts (issue 14, part2 §3 payment_receipts, part4 §3 'mark paid with date
-- and method and the receipt file'). The company marks a record paid with the day and the method; receipt files
-- live in storage under payment-receipts/<company id>/<uuid>.<ext>, written once, never overwritten.
ALTER TABLE "payment_records" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE payment_records ADD CONSTRAINT payment_records_method_check
  CHECK (payment_method IS NULL OR payment_method IN ('pix', 'transferencia', 'dinheiro', 'boleto', 'cheque'));
--> statement-breakpoint
-- A paid record says when and how; an unpaid one says neither.
ALTER TABLE payment_records ADD CONSTRAINT payment_records_paid_check CHECK (
  (payment_status = 'pago') = (paid_at IS NOT NULL AND paid_on IS NOT NULL AND payment_method IS NOT NULL));
--> statement-breakpoint
-- The key receipts name with their company (a receipt never points at another company's record).
CREATE UNIQUE INDEX "payment_records_id_company_uq" ON "payment_records" USING btree ("id","company_id");--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_record_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_record_fk" FOREIGN KEY ("payment_record_id","company_id") REFERENCES "public"."payment_records"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_file_path_uq" ON "payment_receipts" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "payment_receipts_record_idx" ON "payment_receipts" USING btree ("company_id","payment_record_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_created_by_idx" ON "payment_receipts" USING btree ("created_by");--> statement-breakpoint
-- part2 §5 types (the API refuses others in Portuguese first), at most 10 MB, a name without a path.
ALTER TABLE payment_receipts ADD CONSTRAINT payment_receipts_file_check CHECK (
  content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'application/pdf',
                   'application/zip', 'text/plain')
  AND size_bytes BETWEEN 1 AND 10485760
  AND char_length(filename) BETWEEN 1 AND 200 AND position('/' in filename) = 0
  AND file_path LIKE 'payment-receipts/' || company_id::text || '/%');
--> statement-breakpoint
-- Company members through tenant_isolation; a workshop login reads the receipts of the payment records it may
-- read itself (its outworker record's, in the company it operates: the subquery runs under payment_records'
-- own faccao_read policy).
SELECT app_enable_tenant_rls('payment_receipts');
--> statement-breakpoint
CREATE POLICY faccao_read ON payment_receipts FOR SELECT USING (
  app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM payment_records r
               WHERE r.id = payment_receipts.payment_record_id AND r.company_id = payment_receipts.company_id));
--> statement-breakpoint
-- A receipt is never changed: a new file is a new row under a new key.
REVOKE UPDATE ON payment_receipts FROM alinhavo_app;
