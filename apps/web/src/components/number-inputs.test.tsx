import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DecimalInput } from './decimal-input';
import { MoneyInput } from './money-input';

type Values = { price: string; quantity: string };

function RegisteredForm({ onSubmit, decimals }: { onSubmit: (values: Values) => void; decimals: number }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { price: '', quantity: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <MoneyInput aria-label="Preço" {...register('price')} />
      <DecimalInput aria-label="Quantidade" decimals={decimals} {...register('quantity')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

function ControlledMoney() {
  const [value, setValue] = useState('');
  return <MoneyInput aria-label="Preço" value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('MoneyInput', () => {
  it('fills the centavos from the right as digits are typed, and register receives the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisteredForm onSubmit={onSubmit} decimals={2} />);
    const price = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(price, '129');
    expect((price as HTMLInputElement).value).toBe('1,29');
    await user.type(price, '9');
    expect((price as HTMLInputElement).value).toBe('12,99');
    await user.type(price, '0');
    expect((price as HTMLInputElement).value).toBe('129,90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: '129,90' }), expect.anything());
  });

  it('backspace drops the last digit and finally empties the field', async () => {
    const user = userEvent.setup();
    render(<ControlledMoney />);
    const price = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(price, '12990');
    await user.type(price, '{Backspace}');
    expect((price as HTMLInputElement).value).toBe('12,99');
    await user.type(price, '{Backspace}{Backspace}{Backspace}');
    expect((price as HTMLInputElement).value).toBe('0,01');
    await user.type(price, '{Backspace}');
    expect((price as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['129.90', '129,90'],
    ['129,90', '129,90'],
    ['R$ 1.234,56', '1.234,56'],
    ['1234.5', '1.234,50'],
  ])('understands a pasted %s', async (pasted, shown) => {
    const user = userEvent.setup();
    render(<ControlledMoney />);
    const price = screen.getByRole('textbox', { name: 'Preço' });
    await user.click(price);
    await user.paste(pasted);
    expect((price as HTMLInputElement).value).toBe(shown);
  });

  it('a click puts the caret after the last digit, so typing goes on filling from the right', async () => {
    const user = userEvent.setup();
    render(<ControlledMoney />);
    const price = screen.getByRole('textbox', { name: 'Preço' }) as HTMLInputElement;
    await user.type(price, '129');
    await user.pointer({ target: price, offset: 0, keys: '[MouseLeft]' });
    expect(price.selectionStart).toBe(price.value.length);
    await user.keyboard('9');
    expect(price.value).toBe('12,99');
  });

  it('ignores pasted text that is not money', async () => {
    const user = userEvent.setup();
    render(<ControlledMoney />);
    const price = screen.getByRole('textbox', { name: 'Preço' });
    await user.type(price, '5');
    await user.paste('abc');
    expect((price as HTMLInputElement).value).toBe('0,05');
  });
});

describe('DecimalInput', () => {
  it('takes a comma, turns a typed dot into one and keeps the places allowed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegisteredForm onSubmit={onSubmit} decimals={2} />);
    const quantity = screen.getByRole('textbox', { name: 'Quantidade' });
    await user.type(quantity, '17,555');
    expect((quantity as HTMLInputElement).value).toBe('17,55');
    await user.clear(quantity);
    await user.type(quantity, '16.8');
    expect((quantity as HTMLInputElement).value).toBe('16,8');
    await user.type(quantity, '{Backspace}');
    expect((quantity as HTMLInputElement).value).toBe('16,');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: '16,' }), expect.anything());
  });

  it('a click on a zero selects it, so what is typed replaces the 0 the form started with', async () => {
    const user = userEvent.setup();
    render(<RegisteredForm onSubmit={vi.fn()} decimals={2} />);
    const quantity = screen.getByRole('textbox', { name: 'Quantidade' }) as HTMLInputElement;
    await user.type(quantity, '0');
    await user.tab();
    await user.pointer({ target: quantity, offset: 0, keys: '[MouseLeft]' });
    await user.keyboard('5');
    expect(quantity.value).toBe('5');
  });

  it('understands a pasted quantity with thousands and keeps whole units whole', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RegisteredForm onSubmit={vi.fn()} decimals={2} />);
    await user.click(screen.getByRole('textbox', { name: 'Quantidade' }));
    await user.paste('1.234,5');
    expect((screen.getByRole('textbox', { name: 'Quantidade' }) as HTMLInputElement).value).toBe('1234,5');
    unmount();
    render(<RegisteredForm onSubmit={vi.fn()} decimals={0} />);
    const cones = screen.getByRole('textbox', { name: 'Quantidade' });
    expect(cones.getAttribute('inputmode')).toBe('numeric');
    await user.type(cones, '12,5');
    expect((cones as HTMLInputElement).value).toBe('125');
  });
});
