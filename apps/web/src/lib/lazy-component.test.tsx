import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { held } from '../../test/held-import';
import { lazyComponent } from './lazy-component';
import { onDemand } from './on-demand';

function Form() {
  const [name, setName] = useState('');
  return (
    <label>
      Nome
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

describe('lazyComponent', () => {
  it('suspends until its code arrives, then renders it', async () => {
    const code = held<typeof Form>();
    const Lazy = lazyComponent(onDemand(() => code.promise));
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Carregando')).toBeTruthy();
    await act(async () => code.release(Form));
    expect(screen.getByLabelText('Nome')).toBeTruthy();
  });

  it('renders at once, with no fallback, when its code was fetched ahead', async () => {
    const code = onDemand(async () => Form);
    await code.load();
    const Lazy = lazyComponent(code);
    render(
      <Suspense fallback={<p>Carregando</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.queryByText('Carregando')).toBeNull();
    expect(screen.getByLabelText('Nome')).toBeTruthy();
  });

  it('keeps what was typed when it renders again after its code arrived', async () => {
    const user = userEvent.setup();
    const code = held<typeof Form>();
    const Lazy = lazyComponent(onDemand(() => code.promise));
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Atualizar {count}
          </button>
          <Suspense fallback={<p>Carregando</p>}>
            <Lazy />
          </Suspense>
        </>
      );
    }
    render(<Page />);
    await act(async () => code.release(Form));
    await user.type(screen.getByLabelText('Nome'), 'Pesponto');
    await user.click(screen.getByRole('button', { name: /Atualizar/ }));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Pesponto');
  });
});
