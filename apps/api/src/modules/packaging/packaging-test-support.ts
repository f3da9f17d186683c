import { expect } from 'vitest';
import {
  type SignedUpCompany,
  TEST_BASE_URL,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { type ReturnedBatch, reviewBody, seedReturnedBatch } from '../quality-control/qc-test-support.ts';

type Grid = Record<string, Record<string, number>>;

/** A batch taken through quality control by the API: back from the workshop, reviewed, approved. */
export async function approvedBatch(
  ctx: TestContext,
  company: SignedUpCompany,
  grid: Grid,
  overrides: Parameters<typeof reviewBody>[2] = {},
  options: { productName?: string } = {},
): Promise<ReturnedBatch> {
  const batch = await seedReturnedBatch(ctx, company, { grid, priceCents: 300, ...options });
  const client = company.client;
  expect((await client.post(`/api/batches/${batch.batchId}/review/start`)).status).toBe(200);
  const saved = await client.request(
    'PUT',
    `/api/batches/${batch.batchId}/review`,
    reviewBody(batch, grid, overrides),
  );
  expect(saved.status).toBe(200);
  const done = await client.post(`/api/batches/${batch.batchId}/review/complete`);
  expect(done.status).toBe(200);
  return batch;
}

/** A file download with its raw bytes (TestClient reads bodies as text). */
export async function download(client: TestClient, path: string) {
  const { app } = client as unknown as {
    app: { request: (url: string, init: RequestInit) => Promise<Response> };
  };
  const response = await app.request(`${TEST_BASE_URL}${path}`, {
    headers: { origin: TEST_BASE_URL, cookie: client.cookie },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}
