-- Workshop messaging on the realtime socket (docs/decisions/022-realtime.md): a new message, and a conversation
-- started, answered or ended, notify the company's sockets; the payload carries ids and short codes only.
DROP TRIGGER IF EXISTS faccao_messages_realtime_notify ON faccao_messages;--> statement-breakpoint
CREATE TRIGGER faccao_messages_realtime_notify AFTER INSERT ON faccao_messages
  FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('conversation_id', 'sender_type');--> statement-breakpoint
DROP TRIGGER IF EXISTS faccao_conversations_realtime_notify ON faccao_conversations;--> statement-breakpoint
CREATE TRIGGER faccao_conversations_realtime_notify AFTER INSERT OR UPDATE ON faccao_conversations
  FOR EACH ROW EXECUTE FUNCTION app_notify_realtime('status', 'faccao_id');
