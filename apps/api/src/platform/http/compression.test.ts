import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('response compression', () => {
  it('gzips a large text answer for a client that accepts it, and only then', async () => {
    const zipped = await ctx.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
    expect(JSON.parse(body).openapi).toMatch(/^3\./);

    const plain = await ctx.app.request('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
