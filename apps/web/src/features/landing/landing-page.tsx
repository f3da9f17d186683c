import { Suspense, useEffect } from 'react';
import { BeforeAfterSection } from './before-after-section';
import { BenefitsSection } from './benefits-section';
import { CtaSection } from './cta-section';
import { FaqSection } from './faq-section';
import { FloatingButtons } from './floating-buttons';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PlansSection } from './plans-section';
import type { LandingPlans } from './public-plans';
import { scrollToSection } from './scroll-to-section';
import { SupportSection } from './support-section';
import { TestimonialsSection } from './testimonials-section';
import { useLandingKeys } from './use-landing-keys';
import { useLandingPlans } from './use-landing-plans';

/**
 * Links from inside the app (e.g. '/#planos' on the gate screens) arrive at their section. Read from the window,
 * not a router: the page runs both inside the app's router and on its own entry (landing.html).
 */
function useHashSection() {
  useEffect(() => {
    const go = () => {
      const { hash } = window.location;
      if (hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
    };
    go();
    window.addEventListener('hashchange', go);
    return () => window.removeEventListener('hashchange', go);
  }, []);
}

/** part1 §2.2: the public landing page for confecção owners. */
export function LandingPage({
  initialPlans,
  onReady,
  setTitle = true,
}: {
  /** Set the document title on mount; off when the server already wrote the page's SEO title into the HTML. */
  setTitle?: boolean;
  /** The plans the page was pre-rendered with, shown until the API answers. */
  initialPlans?: LandingPlans;
  /** Called once the page is mounted (hydrated) and answers to clicks and keys. */
  onReady?: () => void;
} = {}) {
  const plans = useLandingPlans(initialPlans);
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  const contact = plans?.contact;
  useLandingKeys();
  useEffect(() => {
    if (setTitle) document.title = 'Alinhavo — gestão para confecções e facções';
  }, [setTitle]);
  useHashSection();
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#conteudo"
        className="sr-only rounded-md bg-card px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Pular para o conteúdo
      </a>
      <LandingHeader />
      <main id="conteudo">
        <HeroSection />
        {/*
         * Each boundary hydrates, and commits, on its own after the page's shell: no single long task on a slow
         * phone. Nothing here suspends; rendered in the browser (inside the app) the boundaries change nothing.
         */}
        <Suspense>
          <BenefitsSection />
          <BeforeAfterSection />
        </Suspense>
        <Suspense>
          <TestimonialsSection />
          <HowItWorksSection />
        </Suspense>
        <Suspense>
          <PlansSection data={plans} />
          <SupportSection contact={contact} />
        </Suspense>
        <Suspense>
          <FaqSection />
          <CtaSection />
        </Suspense>
      </main>
      <Suspense>
        <LandingFooter />
      </Suspense>
      {contact && <FloatingButtons contact={contact} />}
    </div>
  );
}
