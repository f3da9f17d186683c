import { SUBSCRIPTION_CHECK_FALLBACK, type SubscriptionSummary } from '@alinhavo/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubscriptionNextStep } from './subscription-next-step';

const never: SubscriptionSummary = { ...SUBSCRIPTION_CHECK_FALLBACK, subscriptionStatus: null };

function show(summary: SubscriptionSummary, isOwner: boolean) {
  return render(
    <MemoryRouter>
      <SubscriptionNextStep summary={summary} isOwner={isOwner} />
    </MemoryRouter>,
  );
}

describe('SubscriptionNextStep', () => {
  it('sends the owner of a company that never subscribed to the free trial wizard', () => {
    show(never, true);
    expect(screen.getByText('Sua empresa ainda não tem um plano ativo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar teste grátis' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('tells another member who can start it', () => {
    show(never, false);
    expect(screen.getByText('Peça ao proprietário da empresa para começar o teste grátis.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers the plans after a lapsed subscription and says nothing while it is active', () => {
    const { unmount } = show(
      { ...never, subscriptionStatus: 'canceled', planType: 'professional', everHadPaidSubscription: true },
      true,
    );
    expect(screen.getByRole('link', { name: 'Ver planos' })).toBeTruthy();
    unmount();
    const active = show({ ...never, subscriptionStatus: 'active', planType: 'professional' }, true);
    expect(active.container.textContent).toBe('');
  });
});
