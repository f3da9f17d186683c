import type { PublicPlan } from '@alinhavo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LandingPlans, loadPublicPlans } from './public-plans';

const plan = (id: string, displayOrder: number) => ({ id, name: id, displayOrder }) as unknown as PublicPlan;
const contact = { whatsapp: '5547999990000', email: 'vendas@x.app' };
const reference: LandingPlans = {
  plans: [plan('reference', 1)],
  contact: { whatsapp: null, email: 'ref@x.app' },
  failed: false,
};
const useReference = () => Promise.resolve(reference);

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('loadPublicPlans', () => {
  it("gives the API's plans in display order with its sales contact", async () => {
    answer(200, { items: [plan('b', 2), plan('a', 1)], contact });
    const result = await loadPublicPlans(undefined, useReference);
    expect(result.plans.map((p) => p.id)).toEqual(['a', 'b']);
    expect(result.contact).toEqual(contact);
    expect(result.failed).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/plans', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('falls back to the reference plans, without the error note, when the install has none', async () => {
    answer(200, { items: [], contact });
    expect(await loadPublicPlans(undefined, useReference)).toEqual(reference);
  });

  it('shows the reference plans with the error note when the API fails or cannot be reached', async () => {
    answer(500, { error: { code: 'INTERNAL' } });
    expect(await loadPublicPlans(undefined, useReference)).toEqual({ ...reference, failed: true });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await loadPublicPlans(undefined, useReference)).toEqual({ ...reference, failed: true });
  });

  it('rejects when the load is aborted (the page went away), so nothing is set', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(loadPublicPlans(new AbortController().signal, useReference)).rejects.toThrow('aborted');
  });
});
