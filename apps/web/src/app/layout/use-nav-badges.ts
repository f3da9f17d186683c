const NO_BADGES: ReadonlyMap<string, number> = new Map();

/**
 * Unread counts shown as red badges on sidebar items, by screen path. Part1 §2.14 puts one on the workshop-messages
 * item (counted only with the faccao-messages feature); that screen does not exist yet, so nothing has a count.
 */
export function useNavBadges(): ReadonlyMap<string, number> {
  return NO_BADGES;
}
