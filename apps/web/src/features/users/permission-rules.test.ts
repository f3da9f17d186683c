import { FEATURE_KEYS, presetPermissions } from '@alinhavo/domain';
import { describe, expect, it } from 'vitest';
import {
  countOpened,
  draftFromProfile,
  PERMISSION_GROUPS,
  sameDraft,
  toDraft,
  toggleFlag,
} from './permission-rules.ts';

describe('permission editor rules', () => {
  it('lists every feature of the catalogue exactly once', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => group.features);
    expect([...listed].sort()).toEqual([...FEATURE_KEYS].sort());
  });

  it('ticking Editar or Excluir ticks Acessar; unticking Acessar clears both', () => {
    const none = { canAccess: false, canWrite: false, canDelete: false };
    expect(toggleFlag(none, 'canWrite', true)).toEqual({ canAccess: true, canWrite: true, canDelete: false });
    expect(toggleFlag(none, 'canDelete', true)).toEqual({
      canAccess: true,
      canWrite: false,
      canDelete: true,
    });
    const full = { canAccess: true, canWrite: true, canDelete: true };
    expect(toggleFlag(full, 'canAccess', false)).toEqual(none);
    expect(toggleFlag(full, 'canWrite', false)).toEqual({
      canAccess: true,
      canWrite: false,
      canDelete: true,
    });
  });

  it('fills a complete grid from a profile preset, denying what the preset leaves out', () => {
    const draft = draftFromProfile('estoque');
    expect(Object.keys(draft).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(draft['stock-movements']).toEqual({ canAccess: true, canWrite: true, canDelete: true });
    expect(draft.suppliers).toEqual({ canAccess: true, canWrite: false, canDelete: false });
    expect(draft.users).toEqual({ canAccess: false, canWrite: false, canDelete: false });
    expect(countOpened(draft)).toBe(Object.keys(presetPermissions('estoque')).length);
  });

  it('shows a write grant without access as off, and compares drafts by value', () => {
    const draft = toDraft({ suppliers: { canAccess: false, canWrite: true, canDelete: false } });
    expect(draft.suppliers.canWrite).toBe(false);
    expect(sameDraft(draft, toDraft({}))).toBe(true);
    expect(sameDraft(draftFromProfile('pdv'), draftFromProfile('pdv'))).toBe(true);
    expect(sameDraft(draftFromProfile('pdv'), draftFromProfile('estoque'))).toBe(false);
  });
});
