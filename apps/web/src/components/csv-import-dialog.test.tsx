import { checkStockImportLines, checkSupplierImportLines, type ImportRequest } from '@alinhavo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CsvImportDialog, type ImportAnswer } from './csv-import-dialog';
import { previewColumn } from './import-preview-table';

const csv = (text: string) => new File([`\uFEFF${text}`], 'planilha.csv', { type: 'text/csv' });

function renderDialog(
  mode: 'valid-lines' | 'all-or-nothing',
  send: (body: ImportRequest) => Promise<ImportAnswer>,
) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <CsvImportDialog
      open
      onOpenChange={onOpenChange}
      title="Importar teste"
      description="Teste"
      formId="test-import"
      columns={['Nome', 'CPF/CNPJ']}
      examples={[['Malharia', '']]}
      templateName="modelo.csv"
      maxLines={4}
      preview={[previewColumn('Nome')]}
      check={mode === 'valid-lines' ? checkSupplierImportLines : checkStockImportLines}
      send={send}
      sending={false}
      mode={mode}
      done={['linha importada', 'linhas importadas']}
      failure="Erro ao importar"
    />,
  );
  return { ...view, onOpenChange, dialog: () => screen.getByRole('dialog', { name: 'Importar teste' }) };
}

describe('CsvImportDialog', () => {
  it('checks the lines in the page, asks the server about the valid ones, and imports what is still valid', async () => {
    const send = vi.fn(async (body: ImportRequest) =>
      body.dryRun
        ? {
            imported: 0,
            errors: [{ line: 3, messages: ['CPF/CNPJ: já existe um fornecedor com este documento'] }],
          }
        : { imported: 1, errors: [] },
    );
    const { user, dialog, onOpenChange } = renderDialog('valid-lines', send);
    await user.upload(
      within(dialog()).getByLabelText('Arquivo CSV (até 2 MB)'),
      csv('Nome;CPF/CNPJ\r\nMalharia;\r\nVale;11.222.333/0001-81\r\n;x\r\nSem nome;\r\n'),
    );
    expect(
      await within(dialog()).findByText('CPF/CNPJ: já existe um fornecedor com este documento'),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Nome: Nome é obrigatório')).toBeTruthy();
    expect(within(dialog()).getByText('CPF/CNPJ: CPF ou CNPJ inválido')).toBeTruthy();
    // The dry run got the two lines the page found valid, without their blank cells.
    expect(send).toHaveBeenNthCalledWith(1, {
      dryRun: true,
      lines: [
        { line: 2, values: { Nome: 'Malharia' } },
        { line: 3, values: { Nome: 'Vale', 'CPF/CNPJ': '11.222.333/0001-81' } },
        { line: 5, values: { Nome: 'Sem nome' } },
      ],
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Importar 2 linhas válidas' }));
    expect(send).toHaveBeenLastCalledWith({
      lines: [
        { line: 2, values: { Nome: 'Malharia' } },
        { line: 5, values: { Nome: 'Sem nome' } },
      ],
    });
    expect(await screen.findByText('1 linha importada')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a file over the line limit with its message, and sends nothing', async () => {
    const send = vi.fn();
    const { user, dialog } = renderDialog('valid-lines', send);
    await user.upload(
      within(dialog()).getByLabelText('Arquivo CSV (até 2 MB)'),
      csv('Nome\r\nA\r\nB\r\nC\r\nD\r\nE\r\n'),
    );
    expect(
      await within(dialog()).findByText('O arquivo passa de 4 linhas. Divida-o em arquivos menores.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('all or nothing: the button stays disabled while a line is wrong', async () => {
    const send = vi.fn(async () => ({
      imported: 0,
      errors: [{ line: 2, messages: ['Material: “Seda” não está cadastrado'] }],
    }));
    const { user, dialog } = renderDialog('all-or-nothing', send);
    await user.upload(
      within(dialog()).getByLabelText('Arquivo CSV (até 2 MB)'),
      csv('Material;Quantidade\r\nSeda;1\r\nMalha;2\r\n'),
    );
    expect(await within(dialog()).findByText('Material: “Seda” não está cadastrado')).toBeTruthy();
    expect(within(dialog()).getByText(/nada é lançado enquanto houver erro/)).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Importar 1 linha válida' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});
