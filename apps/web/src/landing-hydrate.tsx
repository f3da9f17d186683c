import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { LandingPlans } from '@/features/landing';
import { LandingPage } from '@/features/landing';

/**
 * Hydrates the pre-rendered landing page with the reference plans it was rendered with (JSON beside the page), and
 * marks <html data-hydrated> once the page answers to clicks and keys.
 */
const root = document.getElementById('root')!;
const planData = document.getElementById('landing-plans')?.textContent;
const initialPlans = planData ? (JSON.parse(planData) as LandingPlans) : undefined;
const page = (
  <StrictMode>
    <LandingPage
      initialPlans={initialPlans}
      // The server wrote the page's title (the platform's SEO settings) into the HTML: keep it.
      setTitle={false}
      onReady={() => document.documentElement.setAttribute('data-hydrated', '')}
    />
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
if (root.firstElementChild)
  startTransition(() => {
    hydrateRoot(root, page);
  });
// `vite dev` serves landing.html without the pre-render: render instead of hydrating.
else createRoot(root).render(page);
