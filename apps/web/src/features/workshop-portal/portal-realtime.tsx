import { REALTIME_TOPIC_KINDS, type RealtimeEvent, realtimeTopic } from '@alinhavo/domain';
import type { QueryKey } from '@tanstack/react-query';
import { faccaoMessagesKeys, loadMessageFollower } from '@/features/faccao-messages';
import { type RealtimeQueryKeys, useRealtimeInvalidation, useRealtimeTopic } from '@/lib/realtime';
import { portalKeys } from './api';

/** The conversation an event of the messaging topic concerns. */
const conversationOf = (event: RealtimeEvent): string =>
  event.table === 'faccao_messages' ? String(event.conversationId ?? '') : event.id;

function FollowTopic({ topic, keysFor }: { topic: string; keysFor: RealtimeQueryKeys }) {
  useRealtimeInvalidation(topic, keysFor);
  return null;
}

/** One of the workshop's outworker records in the company: its batches (list, summary cards, history) and payments. */
function FollowOutworker({ companyId, outworkerId }: { companyId: string; outworkerId: string }) {
  const history = (batchId?: string): QueryKey =>
    batchId ? portalKeys.history(companyId, batchId) : [...portalKeys.company(companyId), 'history'];
  return (
    <>
      <FollowTopic
        topic={realtimeTopic(REALTIME_TOPIC_KINDS.workshopBatches, companyId, outworkerId)}
        keysFor={(event) => [portalKeys.batches(companyId), history(event?.id)]}
      />
      <FollowTopic
        topic={realtimeTopic(REALTIME_TOPIC_KINDS.workshopPayments, companyId, outworkerId)}
        keysFor={() => [portalKeys.payments(companyId)]}
      />
    </>
  );
}

/**
 * The portal's live updates for the company chosen (docs/decisions/022-realtime.md), no polling: the batches and
 * payments of the workshop's outworker record(s) there, and its conversations with the company — lists, threads,
 * the Mensagens card; a company message also shows 'Nova mensagem' and plays the sound unless its conversation is
 * open. Renders nothing.
 */
export function PortalRealtime({
  companyId,
  faccaoId,
  outworkerIds,
}: {
  companyId: string;
  faccaoId: string;
  outworkerIds: readonly string[];
}) {
  const scope = { side: 'faccao' as const, companyId };
  const messages = realtimeTopic(REALTIME_TOPIC_KINDS.workshopMessages, companyId, faccaoId);
  useRealtimeInvalidation(messages, (event) => {
    if (!event) return [faccaoMessagesKeys.scope(scope)];
    const id = conversationOf(event);
    return [
      faccaoMessagesKeys.conversations(scope),
      faccaoMessagesKeys.unreadCount(scope),
      faccaoMessagesKeys.conversation(scope, id),
      faccaoMessagesKeys.messages(scope, id),
    ];
  });
  useRealtimeTopic(messages, (message) => {
    if (message.type !== 'event' || message.event.senderType !== 'empresa') return;
    const { event } = message;
    void loadMessageFollower().then((follower) => follower.announceWorkshopMessage(companyId, event));
  });
  return outworkerIds.map((outworkerId) => (
    <FollowOutworker key={outworkerId} companyId={companyId} outworkerId={outworkerId} />
  ));
}
