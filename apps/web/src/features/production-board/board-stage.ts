import type { BoardStage } from '@alinhavo/domain';

/** A stage as the URL spells it ('?etapa=faccao'): lower case, without accents. */
export function stageSlug(stage: BoardStage): string {
  return stage.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The stage the phone shows: the one the URL names, else the first that has cards (so the board never opens on
 * an empty column when work exists), else the first.
 */
export function shownStage<S extends { stage: BoardStage; cards: readonly unknown[] }>(
  stages: readonly S[],
  slug: string | null,
): S | undefined {
  return (
    stages.find((s) => stageSlug(s.stage) === slug) ?? stages.find((s) => s.cards.length > 0) ?? stages[0]
  );
}
