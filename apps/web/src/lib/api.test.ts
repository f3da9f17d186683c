import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl, errorMessage } from './api';

type Call = { url: string; init: RequestInit };

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(response: () => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response();
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it('fills path parameters, drops empty query values and sends same-origin cookies', async () => {
    const calls = stubFetch(() => answer(200, { items: [], total: 0 }));
    await api.get('/api/suppliers', { query: { q: '', page: 2, sort: 'name', dir: undefined } });
    await api.get('/api/outworkers/{id}/performance', {
      path: { id: 'a/b c' },
      query: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/suppliers?page=2&sort=name',
      '/api/outworkers/a%2Fb%20c/performance?from=2026-01-01&to=2026-01-31',
    ]);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: {} });
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends a JSON body with its content type and returns the answer', async () => {
    const created = { id: 's1', name: 'Tecidos Sul' };
    const calls = stubFetch(() => answer(201, created));
    const result = await api.post('/api/suppliers', { body: { name: 'Tecidos Sul' } });
    expect(result).toEqual(created);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tecidos Sul' }),
    });
  });

  it('sends an upload as FormData, letting the browser set the multipart boundary', async () => {
    const calls = stubFetch(() => answer(200, { id: 'p1' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    await api.post('/api/products/{id}/photo', { path: { id: 'p1' }, body: form });
    expect(calls[0]?.url).toBe('/api/products/p1/photo');
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('answers 204 with undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/suppliers/{id}', { path: { id: 's1' } })).resolves.toBeUndefined();
  });

  it("throws the API's error as ApiError with its Portuguese message and fields", async () => {
    stubFetch(() =>
      answer(409, {
        error: {
          code: 'CONFLICT',
          message: 'Já existe um fornecedor com este CNPJ.',
          fields: { cnpj: 'Em uso' },
        },
      }),
    );
    const error = await api.post('/api/suppliers', { body: { name: 'X' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Já existe um fornecedor com este CNPJ.',
      fields: { cnpj: 'Em uso' },
    });
  });

  it('gives a refusal without a body the fallback message of its status', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const error = await api.get('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
    expect(errorMessage(error)).toBe((error as ApiError).message);
    expect((error as ApiError).message).not.toBe('');
  });

  it('turns a network failure into a connection ApiError and lets an abort through', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/me')).rejects.toMatchObject({
      status: 0,
      message: 'Erro de conexão. Tente novamente.',
    });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(() => Promise.reject(aborted));
    const controller = new AbortController();
    await expect(api.get('/api/me', { signal: controller.signal })).rejects.toBe(aborted);
  });

  it('builds the address of a file the browser downloads', () => {
    expect(
      apiUrl('/api/packaging/{id}/labels', { path: { id: 'b1' }, query: { format: 'zpl', price: '1' } }),
    ).toBe('/api/packaging/b1/labels?format=zpl&price=1');
    expect(apiUrl('/api/stock/movements/export', { query: {} })).toBe('/api/stock/movements/export');
  });
});

/**
 * Never run: `tsc -p apps/web` (a gate of `npm test`) fails with "Unused '@ts-expect-error' directive" if any of
 * these calls to something the API does not serve stops being a type error.
 */
export function callsTheApiDoesNotServe() {
  // @ts-expect-error a path the API does not serve
  void api.get('/api/supplier');
  // @ts-expect-error a method the path does not have
  void api.put('/api/suppliers/{id}', { path: { id: 'x' }, body: { name: 'x' } });
  // @ts-expect-error a missing path parameter
  void api.get('/api/suppliers/{id}');
  // @ts-expect-error a body the contract refuses
  void api.post('/api/suppliers', { body: { nome: 'x' } });
  // @ts-expect-error a query parameter value the contract refuses
  void api.get('/api/suppliers', { query: { sort: 'cnpj' } });
  // @ts-expect-error a download the API does not serve
  void apiUrl('/api/colors/export');
}
