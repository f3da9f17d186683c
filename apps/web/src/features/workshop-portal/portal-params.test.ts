import { describe, expect, it } from 'vitest';
import { resolveCompany } from './chosen-company';
import { portalRedirect, portalTab } from './portal-params';

const company = (id: string, status: 'active' | 'pending' = 'active') => ({
  id,
  name: id,
  documentNumber: null,
  status,
  invitedAt: '2026-01-01T00:00:00Z',
});

describe('the portal’s address', () => {
  it('redirects the tab paths to /faccao keeping the other parameters', () => {
    expect(portalRedirect('/faccao/mensagens', '?conv=c1&x=1')).toBe('/faccao?conv=c1&x=1&tab=mensagens');
    expect(portalRedirect('/faccao/lotes', '')).toBe('/faccao?tab=lotes');
    expect(portalRedirect('/faccao/pagamentos/', '?tab=lotes')).toBe('/faccao?tab=pagamentos');
    expect(portalRedirect('/faccao/outra', '')).toBe('/faccao');
    expect(portalRedirect('/faccao', '?tab=lotes')).toBeNull();
  });

  it('opens the tab asked for; conv forces the messages; batch opens the batches', () => {
    expect(portalTab(new URLSearchParams('tab=pagamentos'))).toBe('pagamentos');
    expect(portalTab(new URLSearchParams('tab=lotes&conv=1'))).toBe('mensagens');
    expect(portalTab(new URLSearchParams('batch=b1'))).toBe('lotes');
    expect(portalTab(new URLSearchParams('tab=outra'))).toBe('mensagens');
    expect(portalTab(new URLSearchParams(''))).toBe('mensagens');
  });
});

describe('the company picker’s rules', () => {
  it('keeps a stored active choice, picks the only active one, else asks', () => {
    expect(resolveCompany([company('a'), company('b')], 'b')).toBe('b');
    expect(resolveCompany([company('a'), company('b')], null)).toBeNull();
    expect(resolveCompany([company('a'), company('b', 'pending')], null)).toBe('a');
    // A stored choice no longer active is discarded: one active → chosen, several → picker.
    expect(resolveCompany([company('a'), company('b', 'pending')], 'b')).toBe('a');
    expect(resolveCompany([company('a'), company('c'), company('b', 'pending')], 'b')).toBeNull();
    expect(resolveCompany([], 'a')).toBeNull();
  });
});
