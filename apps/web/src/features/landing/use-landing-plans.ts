import { startTransition, useEffect, useState } from 'react';
import { type LandingPlans, loadPublicPlans, referencePlans } from './public-plans';

/** The last good answer, so coming back to the page inside the app does not show the placeholders again. */
let lastAnswer: LandingPlans | undefined;

/**
 * The landing's plans and sales contact. The pre-rendered page passes the reference plans it was rendered with
 * (`initial`), so the first render matches the HTML and the plans show before GET /api/plans answers; inside the
 * app there are none and the plans section shows placeholders until then.
 */
export function useLandingPlans(initial?: LandingPlans): LandingPlans | undefined {
  const [data, setData] = useState<LandingPlans | undefined>(initial);
  useEffect(() => {
    if (lastAnswer) setData(lastAnswer);
    const controller = new AbortController();
    const reference = initial ? () => Promise.resolve(initial) : referencePlans;
    loadPublicPlans(controller.signal, reference).then(
      (value) => {
        if (!value.failed) lastAnswer = value;
        // Re-rendering the plans can wait for input and paint: it yields to them.
        startTransition(() => setData(value));
      },
      () => {},
    );
    return () => controller.abort();
  }, [initial]);
  return data;
}
