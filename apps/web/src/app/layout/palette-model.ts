import { PALETTE_GROUP_LABELS, type PaletteGroupKey, type PaletteSearchResult } from '@alinhavo/domain';
import type { LucideIcon } from 'lucide-react';
import { findScreen } from '../screens';
import type { RecentRecord } from './recent-records';

/** What choosing an item does: go to an address, or open a step of the palette. */
export type PaletteRun = { to: string } | { step: 'send-batch' };

/** One line of the palette. `value` is unique in the whole list (cmdk selects by it). */
export type PaletteItem = {
  value: string;
  icon: LucideIcon | undefined;
  label: string;
  /** The record's code, shown before the label in a fixed-width font. */
  code?: string | null;
  /** A second, quieter line (a batch's status, a supplier's CNPJ). */
  detail?: string | null;
  /** Where it belongs, at the end of the line (a screen's group). */
  hint?: string;
  run: PaletteRun;
};

export type PaletteSection = { heading: string; items: PaletteItem[] };

/** The detail screen each kind of record opens on (a SKU opens its product). */
export function recordPath(group: PaletteGroupKey, id: string): string {
  const at = encodeURIComponent(id);
  switch (group) {
    case 'batches':
      return `/app/lotes-producao/${at}`;
    case 'production-orders':
      return `/app/producao/${at}`;
    case 'products':
    case 'variants':
      return `/app/produtos/${at}`;
    case 'materials':
      return `/app/materiais/${at}`;
    case 'outworkers':
      return `/app/terceirizados/${at}`;
    case 'suppliers':
      return `/app/fornecedores/${at}`;
    case 'customers':
      return `/app/clientes/${at}`;
    case 'sales-orders':
      return `/app/pedido/${at}`;
  }
}

/** The record groups of the API's answer as palette sections, each remembering whether a code matched exactly. */
export function recordSections(
  result: PaletteSearchResult | undefined,
  icons: Partial<Record<PaletteGroupKey, LucideIcon>> = {},
): Array<PaletteSection & { exact: boolean }> {
  return (result?.groups ?? []).map((group) => {
    const path = (id: string) => recordPath(group.key, id);
    const icon = icons[group.key] ?? findScreen(path('x'))?.screen.icon;
    return {
      heading: PALETTE_GROUP_LABELS[group.key],
      exact: group.items.some((hit) => hit.exact),
      items: group.items.map((hit) => ({
        value: `registro:${group.key}:${hit.id}:${hit.code ?? ''}`,
        icon,
        label: hit.title,
        code: hit.code,
        detail: hit.detail,
        run: { to: path(hit.id) },
      })),
    };
  });
}

/**
 * The recent records still worth showing: screens this member may open (`mayOpen`), labelled with where they
 * belong (the list screen above the detail, e.g. 'Lotes de produção').
 */
export function recentItems(recents: RecentRecord[], mayOpen: (path: string) => boolean): PaletteItem[] {
  return recents.flatMap((recent) => {
    const match = findScreen(recent.path);
    if (!match || !mayOpen(recent.path)) return [];
    const parent = match.screen.parent ? findScreen(match.screen.parent)?.screen : undefined;
    return [
      {
        value: `recente:${recent.path}`,
        icon: match.screen.icon,
        label: recent.label,
        hint: parent?.title ?? match.screen.title,
        run: { to: recent.path },
      },
    ];
  });
}

/**
 * The palette's sections in the order shown. With nothing typed: 'Recentes', 'Ações', 'Navegação'. With a search:
 * a kind of record whose code was typed in full comes first (a batch code finds its batch at the top), then the
 * actions and screens that match (the actions first when they match better: 'novo' opens on 'Novo produto',
 * 'forn' on the suppliers screen), then the other records found.
 */
export function paletteSections(input: {
  query: string;
  recents: PaletteItem[];
  actions: PaletteItem[];
  screens: PaletteItem[];
  /** The actions' best match is better than the screens' (see screenScore). */
  actionsFirst?: boolean;
  records: Array<PaletteSection & { exact: boolean }>;
}): PaletteSection[] {
  const { query, recents, actions, screens, records } = input;
  const actionSection = { heading: 'Ações', items: actions };
  const screenSection = { heading: 'Navegação', items: screens };
  const sections: PaletteSection[] = query.trim()
    ? [
        ...records.filter((section) => section.exact),
        ...(input.actionsFirst ? [actionSection, screenSection] : [screenSection, actionSection]),
        ...records.filter((section) => !section.exact),
      ]
    : [{ heading: 'Recentes', items: recents }, actionSection, screenSection];
  return sections
    .filter((section) => section.items.length > 0)
    .map(({ heading, items }) => ({ heading, items }));
}
