import { REALTIME_TOPIC_KINDS } from '@alinhavo/domain';
import { companyTopic } from '../../platform/realtime/index.ts';

/** `faccao-messages:<companyId>`: the company's workshop conversations and messages (migration 0026), for its members who read them. */
export const faccaoMessagesRealtimeTopic = companyTopic(
  REALTIME_TOPIC_KINDS.faccaoMessages,
  ['faccao_messages', 'faccao_conversations'],
  ['faccao-messages'],
);
