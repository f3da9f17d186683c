import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received: the form-encoded body as Stripe's library sent it, decoded. */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
};

type Reply = { status?: number; body: unknown };
export type StandInRoute = (request: RecordedRequest) => Reply;

/**
 * For tests: a tiny HTTP server that answers the Stripe endpoints the adapter calls with Stripe-shaped JSON, and
 * records every request so tests can assert what was sent. Routes are keyed 'METHOD /v1/path'.
 */
export async function startStripeStandIn(routes: Record<string, StandInRoute>) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
    };
    requests.push(recorded);
    const route = routes[`${recorded.method} ${recorded.path}`];
    const reply: Reply = route
      ? route(recorded)
      : {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${recorded.method}: ${recorded.path})`,
            },
          },
        };
    res.writeHead(reply.status ?? 200, {
      'content-type': 'application/json',
      'request-id': `req_${requests.length}`,
    });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    last: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
