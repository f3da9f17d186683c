import { CUSTOMER_DOCUMENT_TAKEN } from '@alinhavo/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { CustomerFormDialog } from './customer-form-dialog';

function renderForm(
  create = apiError(409, 'CONFLICT', CUSTOMER_DOCUMENT_TAKEN, { documentNumber: CUSTOMER_DOCUMENT_TAKEN }),
) {
  const network = mockFetch({ 'POST /api/customers': create });
  renderWithApp(<CustomerFormDialog customer={null} open onOpenChange={() => undefined} />, {
    path: '/app/clientes',
  });
  return network;
}

describe('CustomerFormDialog', () => {
  it('shows the form’s errors under their fields and sends nothing', async () => {
    const network = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('CNPJ'), '11222333000180');
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-80');
    await user.type(screen.getByLabelText('CEP'), '123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Razão social é obrigatória')).toBeTruthy();
    expect(screen.getByText('CPF ou CNPJ inválido')).toBeTruthy();
    expect(screen.getByText('CEP inválido')).toBeTruthy();
    expect(network.writes()).toEqual([]);
  });

  it('puts the server’s duplicate document message under the CNPJ', async () => {
    const network = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Razão social/), 'Boutique Aurora');
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const messages = await screen.findAllByText(CUSTOMER_DOCUMENT_TAKEN);
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByLabelText('CNPJ').getAttribute('aria-invalid')).toBe('true');
    expect(network.writes()).toEqual([
      expect.objectContaining({
        path: '/api/customers',
        body: expect.objectContaining({
          personType: 'pj',
          name: 'Boutique Aurora',
          documentNumber: '11222333000181',
        }),
      }),
    ]);
  });
});
