import { describe, expect, it } from 'vitest';
import { shownStage, stageSlug } from './board-stage';

const stages = [
  { stage: 'Planejada' as const, cards: [] },
  { stage: 'Corte' as const, cards: [] },
  { stage: 'Facção' as const, cards: ['L-000001'] },
  { stage: 'Revisão' as const, cards: ['L-000002'] },
];

describe('board stage on the phone', () => {
  it('spells stages for the URL without accents', () => {
    expect(stageSlug('Facção')).toBe('faccao');
    expect(stageSlug('Revisão')).toBe('revisao');
    expect(stageSlug('Concluída')).toBe('concluida');
  });

  it('shows the stage the URL names, even an empty one', () => {
    expect(shownStage(stages, 'corte')?.stage).toBe('Corte');
    expect(shownStage(stages, 'revisao')?.stage).toBe('Revisão');
  });

  it('opens on the first stage with cards when the URL names none or an unknown one', () => {
    expect(shownStage(stages, null)?.stage).toBe('Facção');
    expect(shownStage(stages, 'nada')?.stage).toBe('Facção');
    expect(shownStage(stages.slice(0, 2), null)?.stage).toBe('Planejada');
    expect(shownStage([], null)).toBeUndefined();
  });
});
