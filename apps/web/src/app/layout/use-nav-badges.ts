import { useMemo } from 'react';
import { useCompanyUnreadBadge } from '@/features/faccao-messages';
import { useSubscription } from '@/features/subscription';
import { canOpenScreen } from '../screen-access';
import { useSessionQuery } from '../session';

const MESSAGES_PATH = '/app/mensagens-faccao';

/**
 * Unread counts shown as red badges on sidebar items, by screen path. Part1 §2.14 puts one on the workshop-messages
 * item, counted only for a member who may open that screen (feature faccao-messages, in the company's plan).
 */
export function useNavBadges(): ReadonlyMap<string, number> {
  const { data: session } = useSessionQuery();
  const planId = useSubscription().summary?.planType;
  const messages = useCompanyUnreadBadge(
    Boolean(planId) && canOpenScreen(session, { feature: 'faccao-messages' }, planId),
  );
  return useMemo(() => new Map(messages ? [[MESSAGES_PATH, messages]] : []), [messages]);
}
