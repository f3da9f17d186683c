CREATE TABLE "faccao_conversation_reads" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "faccao_conversation_reads_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
CREATE TABLE "faccao_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"faccao_id" uuid NOT NULL,
	"faccao_name" text NOT NULL,
	"subject" text,
	"status" text DEFAULT 'open' NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_company_message_at" timestamp with time zone,
	"last_faccao_message_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faccao_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"sender_user_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The key the messages and reads name (before their foreign keys).
CREATE UNIQUE INDEX "faccao_conversations_id_company_uq" ON "faccao_conversations" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "faccao_conversation_reads" ADD CONSTRAINT "faccao_conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faccao_conversation_reads" ADD CONSTRAINT "faccao_conversation_reads_conversation_fk" FOREIGN KEY ("conversation_id","company_id") REFERENCES "public"."faccao_conversations"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faccao_conversations" ADD CONSTRAINT "faccao_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faccao_conversations" ADD CONSTRAINT "faccao_conversations_faccao_id_faccoes_id_fk" FOREIGN KEY ("faccao_id") REFERENCES "public"."faccoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faccao_messages" ADD CONSTRAINT "faccao_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faccao_messages" ADD CONSTRAINT "faccao_messages_conversation_fk" FOREIGN KEY ("conversation_id","company_id") REFERENCES "public"."faccao_conversations"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faccao_conversation_reads_conversation_idx" ON "faccao_conversation_reads" USING btree ("conversation_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faccao_conversations_open_uq" ON "faccao_conversations" USING btree ("company_id","faccao_id") WHERE "faccao_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "faccao_conversations_company_updated_idx" ON "faccao_conversations" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "faccao_conversations_faccao_company_updated_idx" ON "faccao_conversations" USING btree ("faccao_id","company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "faccao_messages_thread_idx" ON "faccao_messages" USING btree ("conversation_id","company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "faccao_messages_sender_fk_idx" ON "faccao_messages" USING btree ("sender_user_id");--> statement-breakpoint
-- Company ↔ workshop messaging (issue 14, part2 §3–§5). A company user reaches its company's conversations through
-- tenant_isolation; a workshop login (app.user_id + app.faccao_company_id, migration 0022) only its own
-- conversations in the company it operates, and writes only messages of its own side in open ones.
ALTER TABLE faccao_conversations ADD CONSTRAINT faccao_conversations_status_check CHECK (status IN ('open', 'ended'));
--> statement-breakpoint
ALTER TABLE faccao_conversations ADD CONSTRAINT faccao_conversations_ended_check
  CHECK ((status = 'ended') = (ended_at IS NOT NULL));
--> statement-breakpoint
ALTER TABLE faccao_messages ADD CONSTRAINT faccao_messages_sender_type_check CHECK (sender_type IN ('empresa', 'faccao'));
--> statement-breakpoint
-- Stored trimmed, 1 to 4,000 characters (the API says so in Portuguese before it gets here).
ALTER TABLE faccao_messages ADD CONSTRAINT faccao_messages_content_check
  CHECK (char_length(content) BETWEEN 1 AND 4000 AND content = btrim(content, E' \t\r\n'));
--> statement-breakpoint
SELECT app_enable_tenant_rls('faccao_conversations');
--> statement-breakpoint
CREATE POLICY faccao_read ON faccao_conversations FOR SELECT
  USING (faccao_id = app_current_faccao() AND app_workshop_in_company(company_id));
--> statement-breakpoint
-- The message trigger below (SECURITY DEFINER) keeps the last-message times whichever side wrote.
CREATE POLICY system_access ON faccao_conversations USING (current_user <> 'alinhavo_app') WITH CHECK (current_user <> 'alinhavo_app');
--> statement-breakpoint
-- Conversations are never deleted; the app changes only the subject and ends them. The last-message times belong
-- to the trigger.
REVOKE DELETE, UPDATE ON faccao_conversations FROM alinhavo_app;
--> statement-breakpoint
GRANT UPDATE (subject, status, ended_at, updated_at) ON faccao_conversations TO alinhavo_app;
--> statement-breakpoint
-- part2 §4: open → ended, never back (a new conversation is started instead).
CREATE OR REPLACE FUNCTION app_check_faccao_conversation_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF OLD.status = 'ended' AND NEW.status <> 'ended' THEN
    RAISE EXCEPTION 'an ended conversation cannot be reopened' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faccao_conversations_update_guard BEFORE UPDATE ON faccao_conversations
  FOR EACH ROW EXECUTE FUNCTION app_check_faccao_conversation_update();
--> statement-breakpoint
SELECT app_enable_tenant_rls('faccao_messages');
--> statement-breakpoint
-- A company request writes the company's side only.
CREATE POLICY company_side ON faccao_messages AS RESTRICTIVE FOR INSERT
  WITH CHECK (current_user <> 'alinhavo_app' OR app_current_company() IS NULL OR sender_type = 'empresa');
--> statement-breakpoint
CREATE POLICY faccao_read ON faccao_messages FOR SELECT USING (
  app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM faccao_conversations c
               WHERE c.id = faccao_messages.conversation_id AND c.faccao_id = app_current_faccao()));
--> statement-breakpoint
CREATE POLICY faccao_send ON faccao_messages FOR INSERT WITH CHECK (
  sender_type = 'faccao'
  AND sender_user_id = app_current_user()
  AND app_workshop_in_company(company_id)
  AND EXISTS (SELECT 1 FROM faccao_conversations c
               WHERE c.id = faccao_messages.conversation_id AND c.company_id = faccao_messages.company_id
                 AND c.faccao_id = app_current_faccao() AND c.status = 'open'));
--> statement-breakpoint
-- Messages are immutable.
REVOKE UPDATE, DELETE ON faccao_messages FROM alinhavo_app;
--> statement-breakpoint
-- After each message: the conversation's last-message times and update time. Refuses a message to an ended
-- conversation whoever writes it (the row lock also orders a send against the association's removal).
CREATE OR REPLACE FUNCTION app_faccao_message_posted() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
  AS $$
BEGIN
  UPDATE faccao_conversations c SET
    last_message_at = GREATEST(c.last_message_at, NEW.created_at),
    last_company_message_at = CASE WHEN NEW.sender_type = 'empresa'
      THEN GREATEST(c.last_company_message_at, NEW.created_at) ELSE c.last_company_message_at END,
    last_faccao_message_at = CASE WHEN NEW.sender_type = 'faccao'
      THEN GREATEST(c.last_faccao_message_at, NEW.created_at) ELSE c.last_faccao_message_at END,
    updated_at = GREATEST(c.updated_at, NEW.created_at)
  WHERE c.id = NEW.conversation_id AND c.company_id = NEW.company_id AND c.status = 'open';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the conversation is ended' USING ERRCODE = '55000';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_faccao_message_posted() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER faccao_messages_posted AFTER INSERT ON faccao_messages
  FOR EACH ROW EXECUTE FUNCTION app_faccao_message_posted();
--> statement-breakpoint
-- Last-seen times: company users through tenant_isolation (the service names the user), a workshop login only its
-- own rows, of its own conversations in the company it operates.
SELECT app_enable_tenant_rls('faccao_conversation_reads');
--> statement-breakpoint
CREATE POLICY faccao_own ON faccao_conversation_reads
  USING (
    user_id = app_current_user()
    AND app_workshop_in_company(company_id)
    AND EXISTS (SELECT 1 FROM faccao_conversations c
                 WHERE c.id = faccao_conversation_reads.conversation_id AND c.faccao_id = app_current_faccao()))
  WITH CHECK (
    user_id = app_current_user()
    AND app_workshop_in_company(company_id)
    AND EXISTS (SELECT 1 FROM faccao_conversations c
                 WHERE c.id = faccao_conversation_reads.conversation_id AND c.faccao_id = app_current_faccao()));
