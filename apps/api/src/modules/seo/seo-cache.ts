import type { SeoSettings } from '@alinhavo/domain';
import type { Db } from '../../platform/db/client.ts';
import { PUBLIC_CACHE_TTL_MS, TtlCache } from '../plans/index.ts';
import { readSeoSettings } from './seo.service.ts';

export type SeoCache = TtlCache<SeoSettings>;

/** part1 §9: the SEO settings are read at most every 5 minutes, and again at once after a save. */
export function createSeoCache(db: Db): SeoCache {
  return new TtlCache(() => readSeoSettings(db), PUBLIC_CACHE_TTL_MS);
}
