import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { setViewportWidth } from '../../../test/viewport';
import { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './data-table';

type Supplier = { id: string; name: string; city: string; note: string };

const rows: Supplier[] = [
  { id: 's1', name: 'Tecelagem Aurora', city: 'Blumenau', note: 'prazo 30 dias' },
  { id: 's2', name: 'Aviamentos Sul', city: 'Brusque', note: 'à vista' },
];

const columns: DataTableColumn<Supplier>[] = [
  { key: 'name', header: 'Nome', cell: (r) => r.name, sortable: true },
  { key: 'city', header: 'Cidade', cell: (r) => r.city, sortable: true },
  { key: 'note', header: 'Observação', cell: (r) => r.note, hideOnMobile: true },
];

function renderTable(props: Partial<DataTableProps<Supplier>> = {}) {
  return renderWithApp(
    <DataTable caption="Fornecedores" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />,
    { path: '/app/fornecedores' },
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fornecedores' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable on a desktop', () => {
  it('picks rows one by one or the whole page', async () => {
    const onChange = vi.fn<(next: Set<string>) => void>();
    const selection = { selected: new Set(['s2']), onChange, label: (r: Supplier) => r.name };
    const { user } = renderTable({ selection, rowHref: (r) => `/app/fornecedores/${r.id}` });
    const page = screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }) as HTMLInputElement;
    expect(page.indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Tecelagem Aurora' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['s2', 's1']));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Aviamentos Sul' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set());
    await user.click(page);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['s2', 's1']));
  });

  it('shows one table row per record, cells in column order', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nome',
      'Cidade',
      'Observação',
    ]);
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Tecelagem Aurora', 'Blumenau', 'prazo 30 dias'],
      ['Aviamentos Sul', 'Brusque', 'à vista'],
    ]);
  });

  it('asks for ascending order on a first click and toggles to descending on the active column', async () => {
    const onSortChange = vi.fn<(sort: SortState) => void>();
    const { user, rerender } = renderTable({ onSortChange });
    const name = screen.getByRole('columnheader', { name: 'Nome' });
    expect(name.getAttribute('aria-sort')).toBe('none');
    // A column that is not sortable has no button and no sort state.
    const note = screen.getByRole('columnheader', { name: 'Observação' });
    expect(within(note).queryByRole('button')).toBeNull();
    expect(note.hasAttribute('aria-sort')).toBe(false);

    await user.click(within(name).getByRole('button', { name: 'Nome' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });

    rerender(
      <DataTable
        caption="Fornecedores"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onSortChange={onSortChange}
        sort={{ key: 'name', direction: 'asc' }}
      />,
    );
    const sorted = screen.getByRole('columnheader', { name: 'Nome' });
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(sorted).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    // Another column starts ascending again.
    await user.click(screen.getByRole('button', { name: 'Cidade' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'city', direction: 'asc' });
  });

  it('without onSortChange, sortable columns are plain headers', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Nome' })).toBeNull();
  });

  it('opens a row with a click or with Enter on the focused row, but not from a button inside it', async () => {
    const onRowClick = vi.fn<(row: Supplier) => void>();
    const onDelete = vi.fn();
    const withButton: DataTableColumn<Supplier>[] = [
      ...columns,
      {
        key: 'actions',
        header: '',
        cell: (r) => (
          <button type="button" onClick={onDelete}>
            Excluir {r.name}
          </button>
        ),
      },
    ];
    const { user } = renderTable({ onRowClick, columns: withButton });

    await user.click(screen.getByRole('cell', { name: 'Brusque' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);

    await user.click(screen.getByRole('button', { name: 'Excluir Tecelagem Aurora' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledTimes(1);

    // The rows are tab stops; Enter opens the focused one.
    const [first] = bodyRows();
    first!.focus();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('rows without onRowClick or rowHref are not clickable nor tab stops', () => {
    renderTable();
    for (const row of bodyRows()) expect(row.hasAttribute('tabindex')).toBe(false);
  });

  it('with rowHref, the first cell is a real link and a click anywhere on the row follows it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user, location } = renderTable({ rowHref: (r) => `/app/fornecedores/${r.id}` });
    const link = screen.getByRole('link', { name: 'Aviamentos Sul' });
    expect(link.getAttribute('href')).toBe('/app/fornecedores/s2');
    // Links are the tab stops, not the rows.
    for (const row of bodyRows()) expect(row.hasAttribute('tabindex')).toBe(false);

    await user.click(screen.getByRole('cell', { name: 'Brusque' }));
    expect(location()).toBe('/app/fornecedores/s2');

    // Ctrl+click opens a new tab and stays.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('cell', { name: 'Blumenau' }));
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenCalledWith('/app/fornecedores/s1', '_blank', 'noopener');
    expect(location()).toBe('/app/fornecedores/s2');
  });

  it('a middle click on a row opens it in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderTable({ rowHref: (r) => `/app/fornecedores/${r.id}` });
    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByRole('cell', { name: 'Blumenau' }) });
    expect(open).toHaveBeenCalledWith('/app/fornecedores/s1', '_blank', 'noopener');
  });

  it('while the first page loads, says so and shows no records', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getByRole('status').textContent).toBe('Carregando registros…');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Tecelagem Aurora')).toBeNull();
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
  });

  it('while another page loads, keeps showing the current rows', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
  });

  it('with no records, shows the empty state: the default title or the screen’s own', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    renderTable({
      rows: [],
      empty: {
        title: 'Nenhum fornecedor cadastrado',
        description: 'Cadastre o primeiro fornecedor.',
        action: <button type="button">Novo fornecedor</button>,
      },
    });
    expect(screen.getByText('Nenhum fornecedor cadastrado')).toBeTruthy();
    expect(screen.getByText('Cadastre o primeiro fornecedor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo fornecedor' })).toBeTruthy();
  });
});

describe('DataTable pagination', () => {
  it('moves between pages with Próxima and Anterior, each disabled at its end', async () => {
    const onPageChange = vi.fn<(page: number) => void>();
    const { user, rerender } = renderTable({ total: 57, page: 1, pageSize: 20, onPageChange });
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Próxima' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(
      <DataTable
        caption="Fornecedores"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={57}
        page={3}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Próxima' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows no pagination when everything fits on one page or nobody handles page changes', () => {
    const { unmount } = renderTable({ total: 2, pageSize: 20, onPageChange: vi.fn() });
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    unmount();
    renderTable({ total: 57, pageSize: 20 });
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });
});

describe('DataTable on a phone', () => {
  it('shows cards: the first column as the title, the others as "header: value", hidden columns left out', () => {
    setViewportWidth(375);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Fornecedores' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Tecelagem Aurora')).toBeTruthy();
    expect(within(first).getByRole('term').textContent).toBe('Cidade');
    expect(within(first).getByRole('definition').textContent).toBe('Blumenau');
    expect(within(first).queryByText('prazo 30 dias')).toBeNull();
  });

  it('switches layout when the window crosses the desktop width', () => {
    renderTable();
    expect(screen.getByRole('table')).toBeTruthy();
    act(() => setViewportWidth(375));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Fornecedores' })).toBeTruthy();
  });

  it('a card with rowHref is a link to the record', async () => {
    setViewportWidth(375);
    const { user, location } = renderTable({ rowHref: (r) => `/app/fornecedores/${r.id}` });
    expect(screen.getByRole('link', { name: 'Tecelagem Aurora' }).getAttribute('href')).toBe(
      '/app/fornecedores/s1',
    );
    await user.click(screen.getByText('Brusque'));
    expect(location()).toBe('/app/fornecedores/s2');
  });
});
