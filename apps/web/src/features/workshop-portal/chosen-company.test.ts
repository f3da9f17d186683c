import type { WorkshopCompany } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import { initialCompany, resolveCompany } from './chosen-company';

const company = (id: string, status: WorkshopCompany['status']): WorkshopCompany => ({
  id,
  name: `Empresa ${id}`,
  documentNumber: '31845729000192',
  status,
  invitedAt: '2026-11-01T12:00:00.000Z',
});

describe('the company a portal link opens', () => {
  const companies = [company('a', 'active'), company('b', 'active'), company('c', 'pending')];

  it('is the one the link names when the workshop is active there', () => {
    expect(resolveCompany(companies, initialCompany('?tab=mensagens&conv=1&empresa=b'))).toBe('b');
  });

  it('falls back to the picker (null) when the named company is not an active association', () => {
    expect(resolveCompany(companies, initialCompany('?tab=lotes&batch=1&empresa=c'))).toBeNull();
    expect(resolveCompany(companies, initialCompany('?empresa=outra'))).toBeNull();
  });

  it('without a named company, keeps the only active one', () => {
    expect(resolveCompany([company('a', 'active')], initialCompany('?tab=lotes'))).toBe('a');
  });
});
