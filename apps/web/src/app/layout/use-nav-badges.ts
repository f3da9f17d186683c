import { useCompanyUnreadBadge } from '@/features/faccao-messages';
import { navScreens } from './nav-model';
import { useNavModel } from './use-nav-items';

const MESSAGES = '/app/mensagens-faccao';

/**
 * Unread counts shown as red badges on sidebar items, by screen path. Part1 §2.14 puts one on the workshop-messages
 * item, counted only when the sidebar lists it (the member has faccao-messages and the company's plan includes it).
 */
export function useNavBadges(): ReadonlyMap<string, number> {
  const messages = useCompanyUnreadBadge(
    navScreens(useNavModel()).some((screen) => screen.path === MESSAGES),
  );
  return new Map(messages ? [[MESSAGES, messages]] : []);
}
