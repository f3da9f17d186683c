import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from '@/features/landing/landing-page';
import type { LandingPlans } from '@/features/landing/public-plans';

/**
 * The landing page's own entry (landing.html, served at /): only React and the page, no router, query cache or
 * toasts. The build pre-renders the page into the HTML (scripts/prerender-landing.mjs), with the reference plans
 * it used beside it as JSON; this hydrates it with the same plans. Links to other screens are plain anchors that
 * load the app's entry.
 */
const root = document.getElementById('root')!;
const planData = document.getElementById('landing-plans')?.textContent;
const initialPlans = planData ? (JSON.parse(planData) as LandingPlans) : undefined;
const page = (
  <StrictMode>
    <LandingPage initialPlans={initialPlans} />
  </StrictMode>
);
// `vite dev` serves landing.html without the pre-render: render instead of hydrating.
if (root.firstElementChild) hydrateRoot(root, page);
else createRoot(root).render(page);
