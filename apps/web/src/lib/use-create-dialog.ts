import { useState } from 'react';
import { useOpenOnQuery } from './use-open-on-query';

/**
 * The create dialog of a list screen: whether it is open, the 'Novo …' button (false without write permission,
 * so toolbars and empty states leave it out) and `?novo=1` opening it.
 */
export function useCreateDialog(label: string, canWrite: boolean) {
  const [open, setOpen] = useState(false);
  useOpenOnQuery(canWrite, () => setOpen(true));
  return { open, setOpen, button: canWrite && { label, onClick: () => setOpen(true) } };
}
