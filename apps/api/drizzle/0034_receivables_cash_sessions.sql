-- Receivables and the PDV's cash register sessions (issue 15, part4 §1 'Point of sale' and §3 'Receivables').
-- receivables: one row per installment of a sale (sales order or PDV 'Fiado'); the amounts in centavos. Its customer
-- is read from customers (built alongside); the foreign key to it is added when both are merged.
CREATE TABLE "receivables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid,
	"origin_type" text NOT NULL,
	"origin_id" uuid NOT NULL,
	"installment_number" integer NOT NULL,
	"installment_count" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE receivables ADD CONSTRAINT receivables_origin_type_check CHECK (origin_type IN ('sales_order', 'pdv_sale'));
--> statement-breakpoint
ALTER TABLE receivables ADD CONSTRAINT receivables_status_check CHECK (status IN ('aberto', 'parcial', 'pago', 'cancelado'));
--> statement-breakpoint
ALTER TABLE receivables ADD CONSTRAINT receivables_amounts_check CHECK (
  amount_cents > 0 AND received_cents >= 0 AND received_cents <= amount_cents
  AND installment_number BETWEEN 1 AND installment_count);
--> statement-breakpoint
-- Lists: by due date (the finance screens' order), by customer (credit limit, customer detail), by origin (cancel).
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "receivables_customer_idx" ON "receivables" USING btree ("company_id","customer_id","due_date","id");--> statement-breakpoint
CREATE INDEX "receivables_customer_id_idx" ON "receivables" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "receivables_origin_idx" ON "receivables" USING btree ("company_id","origin_type","origin_id","installment_number");--> statement-breakpoint
-- One live plan per origin: a cancelled plan stays as history and a new one may follow.
CREATE UNIQUE INDEX "receivables_origin_installment_uq" ON "receivables" USING btree ("company_id","origin_type","origin_id","installment_number") WHERE status <> 'cancelado';--> statement-breakpoint
SELECT app_enable_tenant_rls('receivables');
--> statement-breakpoint
-- Installments are settled or cancelled, never removed.
REVOKE DELETE ON receivables FROM alinhavo_app;
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE cash_registers ADD CONSTRAINT cash_registers_name_check CHECK (char_length(name) BETWEEN 1 AND 60);
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_name_uq" ON "cash_registers" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_id_company_uq" ON "cash_registers" USING btree ("id","company_id");--> statement-breakpoint
CREATE INDEX "cash_registers_list_idx" ON "cash_registers" USING btree ("company_id","name","id");--> statement-breakpoint
SELECT app_enable_tenant_rls('cash_registers');
--> statement-breakpoint
CREATE TABLE "cash_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"register_id" uuid NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float_cents" bigint NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"counted" jsonb
);
--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_register_fk" FOREIGN KEY ("register_id","company_id") REFERENCES "public"."cash_registers"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE cash_sessions ADD CONSTRAINT cash_sessions_status_check CHECK (status IN ('aberto', 'fechado'));
--> statement-breakpoint
-- A closed session says when and what was counted; an open one neither.
ALTER TABLE cash_sessions ADD CONSTRAINT cash_sessions_closed_check CHECK (
  opening_float_cents >= 0
  AND (status = 'fechado') = (closed_at IS NOT NULL AND counted IS NOT NULL));
--> statement-breakpoint
-- part4 §1: one open session per register and per user.
CREATE UNIQUE INDEX "cash_sessions_open_register_uq" ON "cash_sessions" USING btree ("register_id") WHERE status = 'aberto';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_open_user_uq" ON "cash_sessions" USING btree ("company_id","opened_by") WHERE status = 'aberto';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_id_company_uq" ON "cash_sessions" USING btree ("id","company_id");--> statement-breakpoint
CREATE INDEX "cash_sessions_register_idx" ON "cash_sessions" USING btree ("company_id","register_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "cash_sessions_list_idx" ON "cash_sessions" USING btree ("company_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "cash_sessions_opened_by_idx" ON "cash_sessions" USING btree ("opened_by");--> statement-breakpoint
CREATE INDEX "cash_sessions_closed_by_idx" ON "cash_sessions" USING btree ("closed_by");--> statement-breakpoint
SELECT app_enable_tenant_rls('cash_sessions');
--> statement-breakpoint
REVOKE DELETE ON cash_sessions FROM alinhavo_app;
--> statement-breakpoint
-- Every money movement of a session, append-only: abertura (the float), sangria, suprimento, venda, troco,
-- devolucao; the amount is positive and the type says its direction.
CREATE TABLE "cash_session_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text,
	"document_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_session_movements" ADD CONSTRAINT "cash_session_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_session_movements" ADD CONSTRAINT "cash_session_movements_session_fk" FOREIGN KEY ("session_id","company_id") REFERENCES "public"."cash_sessions"("id","company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_session_movements" ADD CONSTRAINT "cash_session_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE cash_session_movements ADD CONSTRAINT cash_session_movements_type_check CHECK (
  type IN ('abertura', 'sangria', 'suprimento', 'venda', 'troco', 'devolucao'));
--> statement-breakpoint
ALTER TABLE cash_session_movements ADD CONSTRAINT cash_session_movements_method_check CHECK (
  method IN ('dinheiro', 'pix', 'credito', 'debito', 'fiado')
  AND (type NOT IN ('abertura', 'sangria', 'suprimento', 'troco') OR method = 'dinheiro'));
--> statement-breakpoint
ALTER TABLE cash_session_movements ADD CONSTRAINT cash_session_movements_amount_check CHECK (
  amount_cents > 0 AND (reason IS NULL OR char_length(reason) <= 200));
--> statement-breakpoint
CREATE INDEX "cash_session_movements_session_idx" ON "cash_session_movements" USING btree ("company_id","session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "cash_session_movements_document_idx" ON "cash_session_movements" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "cash_session_movements_user_id_idx" ON "cash_session_movements" USING btree ("user_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('cash_session_movements');
--> statement-breakpoint
REVOKE UPDATE, DELETE ON cash_session_movements FROM alinhavo_app;
