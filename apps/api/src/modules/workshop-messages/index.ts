// Public entry of this module: what other areas may use.
export { endConversations } from './company.service.ts';
export { faccaoMessagesRealtimeTopic } from './realtime.ts';
