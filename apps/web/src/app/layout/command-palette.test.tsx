import type { PaletteSearchResult } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_KEYS } from '@/lib/local-keys';
import { mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { CommandPalette } from './command-palette';

const OWNER = {
  user: { id: 'u1', fullName: 'Dona Teste', email: 'dona@example.com', role: 'owner' },
  company: { id: 'c1', name: 'Confecções Aurora' },
  permissions: {},
  allFeatures: true,
};

/** A member who may open products and batches but write nothing, and may not open materials. */
const READER = {
  ...OWNER,
  user: { ...OWNER.user, id: 'u2', role: 'user' },
  permissions: {
    products: { canAccess: true, canWrite: false, canDelete: false },
    'production-batches': { canAccess: true, canWrite: false, canDelete: false },
  },
  allFeatures: false,
};

const FOUND: PaletteSearchResult = {
  groups: [
    {
      key: 'batches',
      items: [
        { id: 'b12', code: 'L-000012', title: 'CAM-01 · Camisa Pólo', detail: 'Cortado', exact: true },
        { id: 'b120', code: 'L-000120', title: 'CAM-01 · Camisa Pólo', detail: 'Enviado', exact: false },
      ],
    },
    {
      key: 'variants',
      items: [
        { id: 'p1', code: 'CAM-01-AZUL-P', title: 'Camisa Pólo', detail: '2000000000015', exact: false },
      ],
    },
  ],
};

function serve(session: typeof OWNER, search: (q: string) => PaletteSearchResult = () => FOUND) {
  return mockFetch({
    'GET /api/me': { body: session },
    'GET /api/search': (request: RecordedRequest) => ({
      body: search(new URL(request.path, 'http://x').searchParams.get('q') ?? ''),
    }),
    'GET /api/batches': {
      body: {
        items: [
          {
            id: 'b7',
            code: 'L-000007',
            productReference: 'VES-02',
            productName: 'Vestido Linho',
            totalQuantity: 40,
          },
        ],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 8,
      },
    },
  });
}

function renderPalette() {
  const onOpenChange = vi.fn();
  const app = renderWithApp(<CommandPalette open onOpenChange={onOpenChange} />);
  return { ...app, onOpenChange };
}

/** The group headings shown, in order. */
function headings(): string[] {
  return Array.from(document.querySelectorAll('[cmdk-group-heading]')).map((node) => node.textContent ?? '');
}

function group(heading: string): HTMLElement {
  const node = Array.from(document.querySelectorAll('[cmdk-group]')).find(
    (element) => element.querySelector('[cmdk-group-heading]')?.textContent === heading,
  );
  if (!node) throw new Error(`no group ${heading}; shown: ${headings().join(', ')}`);
  return node as HTMLElement;
}

const searches = (requests: RecordedRequest[]) => requests.filter((r) => r.path.startsWith('/api/search'));

beforeEach(() => localStorage.clear());

describe('the command palette', () => {
  it('shows the records opened lately (that the member may still open), then actions and screens', async () => {
    localStorage.setItem(
      NAV_KEYS.recentRecords('u2'),
      JSON.stringify([
        { path: '/app/lotes-producao/L-000012', label: 'Lote L-000012', at: 2 },
        { path: '/app/materiais/m1', label: 'Viscolycra', at: 1 },
        { path: '/app/produtos/p1', label: 'CAM-01 · Camisa Pólo', at: 0 },
      ]),
    );
    serve(READER);
    renderPalette();

    await waitFor(() => expect(headings()).toEqual(['Recentes', 'Navegação']));
    const recents = within(group('Recentes')).getAllByRole('option');
    // Materials are not this member's: the recent material is left out.
    expect(recents.map((option) => option.textContent)).toEqual([
      'Lote L-000012Lotes de produção',
      'CAM-01 · Camisa PóloProdutos',
    ]);
    // Without write permission there is no action to offer.
    expect(screen.queryByText('Novo produto')).toBeNull();
  });

  it('searches records after a pause, once, and lists the exact code first with headings', async () => {
    const { requests } = serve(OWNER);
    const { user, location } = renderPalette();
    await screen.findByText('Novo produto');

    await user.type(screen.getByRole('combobox'), 'L-000012');
    await waitFor(() => expect(headings()[0]).toBe('Lotes de produção'));
    expect(searches(requests).map((r) => r.path)).toEqual(['/api/search?q=L-000012']);
    expect(headings()).toContain('SKUs e códigos de barras');
    const batches = within(group('Lotes de produção')).getAllByRole('option');
    expect(batches[0]!.textContent).toBe('L-000012 CAM-01 · Camisa PóloCortado');
    expect(batches[0]!.getAttribute('aria-selected')).toBe('true');

    // The keyboard moves through the results; Enter opens the one selected.
    await user.keyboard('{ArrowDown}');
    expect(batches[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/app/lotes-producao/b120');
  });

  it('opens a SKU’s product, and says when nothing matches', async () => {
    serve(OWNER, (q) => (q === 'zzz' ? { groups: [] } : FOUND));
    const { user, location } = renderPalette();
    const input = await screen.findByRole('combobox');

    await user.type(input, 'zzz');
    expect(await screen.findByText('Nenhum resultado')).toBeTruthy();

    await user.clear(input);
    await user.type(input, '2000000');
    await user.click(await screen.findByRole('option', { name: /CAM-01-AZUL-P/ }));
    expect(location()).toBe('/app/produtos/p1');
  });

  it('runs actions the way the app opens them: Novo produto opens the product form on its list', async () => {
    serve(OWNER);
    const { user, location, onOpenChange } = renderPalette();
    await user.type(await screen.findByRole('combobox'), 'novo prod');
    const actions = await waitFor(() => group('Ações'));
    await user.click(within(actions).getByRole('option', { name: 'Novo produto' }));
    expect(location()).toBe('/app/produtos?novo=1');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('puts screens or actions first by how well they match', async () => {
    serve(OWNER, () => ({ groups: [] }));
    const { user } = renderPalette();
    const input = await screen.findByRole('combobox');
    await user.type(input, 'forn');
    await waitFor(() => expect(headings()).toEqual(['Navegação', 'Ações']));
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('FornecedoresRecursos');
    await user.clear(input);
    await user.type(input, 'novo');
    await waitFor(() => expect(headings()[0]).toBe('Ações'));
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('‘Enviar lote para facção…’ asks which cut batch, then opens its sending screen', async () => {
    const { requests } = serve(OWNER);
    const { user, location } = renderPalette();
    await user.type(await screen.findByRole('combobox'), 'enviar lote');
    await user.click(await screen.findByRole('option', { name: 'Enviar lote para facção…' }));

    const option = await screen.findByRole('option', { name: /L-000007/ });
    expect(headings()).toEqual(['Lotes cortados, prontos para enviar']);
    expect(
      requests.some((r) => r.path.startsWith('/api/batches?') && r.path.includes('status=cortado')),
    ).toBe(true);
    await user.click(option);
    expect(location()).toBe('/app/lotes-producao/b7/enviar-faccao');
  });
});
