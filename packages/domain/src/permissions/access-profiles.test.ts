import { describe, expect, it } from 'vitest';
import { ACCESS_PROFILES, accessProfileLabel, presetPermissions } from './access-profiles.ts';
import { can } from './check.ts';
import { FEATURE_KEYS } from './features.ts';

describe('access profile presets', () => {
  it('labels the five profiles as the spec does and leaves unknown ones as they are', () => {
    expect(ACCESS_PROFILES.map(accessProfileLabel)).toEqual([
      'PDV/Vendas',
      'Estoque',
      'Produção',
      'Financeiro',
      'Administrativo',
    ]);
    expect(accessProfileLabel('outro')).toBe('outro');
  });

  it('grants Estoque its stock screens, suppliers read only, and nothing of users or money', () => {
    const estoque = presetPermissions('estoque');
    expect(can('user', estoque, 'stock-movements', 'delete')).toBe(true);
    expect(can('user', estoque, 'materials', 'write')).toBe(true);
    expect(can('user', estoque, 'suppliers', 'access')).toBe(true);
    expect(can('user', estoque, 'suppliers', 'write')).toBe(false);
    expect(estoque.users).toBeUndefined();
    expect(estoque['cash-flow']).toBeUndefined();
  });

  it('lets only Administrativo manage users, with every feature in full', () => {
    for (const profile of ACCESS_PROFILES.filter((p) => p !== 'administrativo')) {
      expect(presetPermissions(profile).users, profile).toBeUndefined();
    }
    const admin = presetPermissions('administrativo');
    expect(Object.keys(admin).sort()).toEqual([...FEATURE_KEYS].sort());
    for (const feature of FEATURE_KEYS) expect(can('user', admin, feature, 'delete')).toBe(true);
  });

  it('gives each profile its own area', () => {
    expect(can('user', presetPermissions('pdv'), 'pdv', 'delete')).toBe(true);
    expect(can('user', presetPermissions('pdv'), 'products', 'write')).toBe(false);
    expect(can('user', presetPermissions('producao'), 'production-orders', 'delete')).toBe(true);
    expect(can('user', presetPermissions('producao'), 'purchases', 'access')).toBe(false);
    expect(can('user', presetPermissions('financeiro'), 'cash-flow', 'delete')).toBe(true);
    expect(can('user', presetPermissions('financeiro'), 'pdv', 'access')).toBe(false);
  });

  it('only names features of the catalogue, always with access, and everyone sees the dashboard', () => {
    for (const profile of ACCESS_PROFILES) {
      const preset = presetPermissions(profile);
      for (const [feature, row] of Object.entries(preset)) {
        expect(FEATURE_KEYS, `${profile}: ${feature}`).toContain(feature);
        expect(row.canAccess).toBe(true);
      }
      expect(preset.dashboard?.canAccess).toBe(true);
    }
  });

  it('returns a fresh map each time, so editing one member’s rows never changes the preset', () => {
    const first = presetPermissions('estoque');
    first.suppliers!.canWrite = true;
    expect(presetPermissions('estoque').suppliers).toEqual({
      canAccess: true,
      canWrite: false,
      canDelete: false,
    });
  });
});
