import type { Tx } from '../../platform/db/client.ts';
import { colors, sizeGrids } from './schema.ts';

/**
 * The size grids every new company starts with (issue 13): the ones almost every confecção uses, so the first
 * product can be registered without building a grid first. Names are the company's to change.
 */
export const DEFAULT_SIZE_GRIDS: readonly { name: string; sizes: readonly string[] }[] = [
  { name: 'PP ao GG', sizes: ['PP', 'P', 'M', 'G', 'GG'] },
  { name: 'Numérica 36 ao 46', sizes: ['36', '38', '40', '42', '44', '46'] },
  { name: 'Infantil RN ao G', sizes: ['RN', 'P', 'M', 'G'] },
  { name: 'Único', sizes: ['U'] },
];

/**
 * The colours every new company starts with, with a swatch. No SKU code: codes are each company's own convention,
 * and without one the SKU carries the colour's name ('CAM-001-PRETO-P') until the company sets one.
 */
export const DEFAULT_COLORS: readonly { name: string; hex: string }[] = [
  { name: 'Preto', hex: '#111111' },
  { name: 'Branco', hex: '#FFFFFF' },
  { name: 'Off-white', hex: '#F5F1E6' },
  { name: 'Cinza', hex: '#9CA3AF' },
  { name: 'Azul-marinho', hex: '#1F2A44' },
  { name: 'Azul', hex: '#2563EB' },
  { name: 'Vermelho', hex: '#C62828' },
  { name: 'Rosa', hex: '#F4A7B9' },
  { name: 'Verde', hex: '#2E7D32' },
  { name: 'Bege', hex: '#D8C3A5' },
  { name: 'Marrom', hex: '#6D4C41' },
  { name: 'Amarelo', hex: '#F2C230' },
];

/**
 * Gives a new company the default size grids and colours; runs in the sign-up transaction, right after the
 * company row, so a company never exists without them (and never gets them twice). Existing companies keep what
 * they have: there is no data migration.
 */
export async function seedDefaultCatalogue(tx: Tx, companyId: string): Promise<void> {
  await tx
    .insert(sizeGrids)
    .values(DEFAULT_SIZE_GRIDS.map((grid) => ({ companyId, name: grid.name, sizes: [...grid.sizes] })));
  await tx
    .insert(colors)
    .values(DEFAULT_COLORS.map((color) => ({ companyId, name: color.name, hex: color.hex })));
}
