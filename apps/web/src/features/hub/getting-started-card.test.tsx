import type { OnboardingChecklist } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockAnswer, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { GettingStartedCard } from './getting-started-card';

const PATH = '/api/onboarding-checklist';

function checklist(done: Partial<OnboardingChecklist['steps']>, dismissed = false): OnboardingChecklist {
  return {
    dismissed,
    steps: {
      gridsAndColors: false,
      product: false,
      material: false,
      costSheet: false,
      outworker: false,
      productionOrder: false,
      ...done,
    },
  };
}

const ALL_DONE = checklist({
  gridsAndColors: true,
  product: true,
  material: true,
  costSheet: true,
  outworker: true,
  productionOrder: true,
});

function renderCard(
  answer: OnboardingChecklist,
  { role = 'owner', hide }: { role?: string; hide?: MockAnswer } = {},
) {
  const network = mockFetch({
    [`GET ${PATH}`]: { body: answer },
    [`PATCH ${PATH}`]: hide ?? { body: { ...answer, dismissed: true } },
  });
  const app = renderWithApp(
    <div>
      <GettingStartedCard role={role} />
      <p>Atalhos</p>
    </div>,
    { path: '/app/hub' },
  );
  return { ...app, network };
}

const steps = () => within(screen.getByRole('list', { name: 'Primeiros passos' })).getAllByRole('link');

describe('GettingStartedCard', () => {
  it('shows the six steps in order, each linking to its screen, with the progress as "n de 6"', async () => {
    renderCard(checklist({ gridsAndColors: true, product: true }));
    expect(await screen.findByText('2 de 6')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Primeiros passos concluídos' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('6');
    expect(steps().map((link) => [link.textContent?.split(':')[0], link.getAttribute('href')])).toEqual([
      ['Passo 1, concluído', '/app/cores?aba=grades'],
      ['Passo 2, concluído', '/app/produtos'],
      ['Passo 3', '/app/materiais'],
      ['Passo 4', '/app/custos-produtos'],
      ['Passo 5', '/app/terceirizados'],
      ['Passo 6', '/app/producao/nova'],
    ]);
    expect(steps()[2]!.textContent).toContain('Cadastre um material');
  });

  it('is not shown once every step is done, or after the company hid it', async () => {
    for (const answer of [ALL_DONE, checklist({ gridsAndColors: true }, true)]) {
      const { network, unmount } = renderCard(answer);
      await waitFor(() => expect(network.requests).toHaveLength(1));
      await screen.findByText('Atalhos');
      expect(screen.queryByText('Primeiros passos')).toBeNull();
      unmount();
    }
  });

  it('is for the owner and administrators: other members neither see it nor ask for it', async () => {
    const { network } = renderCard(checklist({}), { role: 'manager' });
    await screen.findByText('Atalhos');
    expect(screen.queryByText('Primeiros passos')).toBeNull();
    expect(network.requests).toEqual([]);
  });

  it('"Ocultar" hides it for the company and says so', async () => {
    const { user, network } = renderCard(checklist({ gridsAndColors: true }), { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Ocultar' }));
    expect(network.writes()).toEqual([{ method: 'PATCH', path: PATH, body: { dismissed: true } }]);
    expect(await screen.findByText('Primeiros passos ocultados.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Primeiros passos' })).toBeNull();
  });

  it('keeps the card and shows the reason when hiding fails', async () => {
    const { user } = renderCard(checklist({ gridsAndColors: true }), {
      role: 'admin',
      hide: apiError(403, 'FORBIDDEN', 'Somente o proprietário ou um administrador pode ocultar a lista.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Ocultar' }));
    expect(
      await screen.findByText('Somente o proprietário ou um administrador pode ocultar a lista.'),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Primeiros passos' })).toBeTruthy();
  });
});
