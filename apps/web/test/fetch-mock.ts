// The network of a component test: `fetch` answers from a table of routes ('POST /api/batches/b1/send') and keeps
// every request, so a test asserts the method, path and JSON body the screen sent, whatever client code sits
// between the component and `fetch`.
import { vi } from 'vitest';

export type RecordedRequest = { method: string; path: string; body: unknown };
export type MockAnswer = { status?: number; body?: unknown };
type Handler = MockAnswer | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>);

async function readRequest(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input), 'http://localhost');
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const text = typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
  return {
    method,
    path: `${url.pathname}${url.search}`,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/**
 * Replaces `fetch` for the current test (the setup file restores it). An unknown route answers 404 with the API's
 * error shape, so a screen that asks for something the test did not expect shows it rather than hanging.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await readRequest(input, init);
    requests.push(request);
    const handler =
      routes[`${request.method} ${request.path}`] ??
      routes[`${request.method} ${request.path.split('?')[0]}`];
    const answer: MockAnswer = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Registro não encontrado.' } } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The requests other than reads: what the screen changed. */
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/** An answer with the API's error shape. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
