import { BATCH_STATUS_TONES, type BatchStatus, type BatchStatusTone } from '@alinhavo/domain';

/**
 * The classes of each batch status colour (the domain's BATCH_STATUS_TONES, one hue per status in flow order), the
 * one place every stage badge, filter dot and dashboard bar takes them from. Badges: text 800 on a 100 tint
 * (contrast 6.4:1 or more), 300 on 950 in dark mode (8:1 or more); fills: the 500 shade.
 */
const TONES: Record<BatchStatusTone, { badge: string; fill: string }> = {
  slate: {
    badge:
      'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
    fill: 'bg-slate-500',
  },
  orange: {
    badge:
      'border-orange-300 bg-orange-100 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-300',
    fill: 'bg-orange-500',
  },
  blue: {
    badge:
      'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-300',
    fill: 'bg-blue-500',
  },
  amber: {
    badge:
      'border-amber-300 bg-amber-100 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
    fill: 'bg-amber-500',
  },
  purple: {
    badge:
      'border-purple-300 bg-purple-100 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-300',
    fill: 'bg-purple-500',
  },
  cyan: {
    badge:
      'border-cyan-300 bg-cyan-100 text-cyan-800 dark:border-cyan-800 dark:bg-cyan-950 dark:text-cyan-300',
    fill: 'bg-cyan-500',
  },
  lime: {
    badge:
      'border-lime-300 bg-lime-100 text-lime-800 dark:border-lime-800 dark:bg-lime-950 dark:text-lime-300',
    fill: 'bg-lime-500',
  },
  emerald: {
    badge:
      'border-emerald-300 bg-emerald-100 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
    fill: 'bg-emerald-500',
  },
};

/** The badge colours of a status ('Enviado' blue, 'Em Produção' amber…). */
export function batchStatusBadgeClass(status: BatchStatus): string {
  return TONES[BATCH_STATUS_TONES[status]].badge;
}

/** The solid fill of a status: the dot of its filter chip, its bar on the dashboard. */
export function batchStatusFillClass(status: BatchStatus): string {
  return TONES[BATCH_STATUS_TONES[status]].fill;
}
