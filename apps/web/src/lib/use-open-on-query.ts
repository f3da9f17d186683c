import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'novo';

/**
 * Opens a dialog when the URL asks for it (`?novo=1`, e.g. from the command palette), then takes the parameter
 * out of the URL so a reload or the back button does not open it again. Nothing happens while `enabled` is false
 * (no permission).
 */
export function useOpenOnQuery(enabled: boolean, open: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PARAM) === '1';
  const onOpen = useEffectEvent(open);

  useEffect(() => {
    if (!requested || !enabled) return;
    onOpen();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, enabled, setSearchParams]);
}
