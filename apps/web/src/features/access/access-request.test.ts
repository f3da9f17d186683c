import { describe, expect, it } from 'vitest';
import { accessDeniedPath, accessRequestMailto, adminPanelPath, attemptedPath } from './access-request.ts';

describe('access-denied helpers', () => {
  it('keeps the refused path in the query and reads it back', () => {
    const url = accessDeniedPath('/app/usuarios?tab=convites');
    expect(url).toBe('/access-denied?from=%2Fapp%2Fusuarios%3Ftab%3Dconvites');
    expect(attemptedPath(url.slice(url.indexOf('?')))).toBe('/app/usuarios?tab=convites');
  });

  it('ignores a missing, outside or oversized path', () => {
    expect(attemptedPath('')).toBeNull();
    expect(attemptedPath('?from=https://evil.example')).toBeNull();
    expect(attemptedPath('?from=//evil.example/x')).toBeNull();
    expect(attemptedPath(`?from=/${'a'.repeat(400)}`)).toBeNull();
  });

  it('offers the admin panel only to owner (users screen) and super_admin (platform admin)', () => {
    expect(adminPanelPath('owner')).toBe('/app/usuarios');
    expect(adminPanelPath('super_admin')).toBe('/app/admin');
    for (const role of ['admin', 'manager', 'user', 'support', 'faccao'])
      expect(adminPanelPath(role)).toBeNull();
  });

  it('drafts a mail to support naming the person, company, role and path', () => {
    const href = accessRequestMailto(
      { fullName: 'Ana Souza', email: 'ana@aurora.com.br', role: 'user', companyName: 'Aurora & Cia' },
      '/app/usuarios',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('suporte@alinhavo.app');
    expect(href).not.toContain('+');
    const subject = decodeURIComponent(href.match(/subject=([^&]*)/)![1]!);
    const body = decodeURIComponent(href.match(/body=([^&]*)/)![1]!);
    expect(subject).toBe('Solicitação de acesso — Aurora & Cia');
    expect(body).toContain('/app/usuarios');
    expect(body).toContain('Nome: Ana Souza');
    expect(body).toContain('E-mail: ana@aurora.com.br');
    expect(body).toContain('Empresa: Aurora & Cia');
    expect(body).toContain('Perfil: Colaborador');
  });

  it('still drafts a request when the path is unknown', () => {
    const href = accessRequestMailto(
      { fullName: 'A', email: 'a@b.c', role: 'support', companyName: 'X' },
      null,
    );
    expect(decodeURIComponent(href)).toContain('acesso a uma página do Alinhavo');
  });
});
