import { DEFAULT_SEO_SETTINGS, type SeoSettings } from '@alinhavo/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The site's SEO settings (GET /api/seo), kept 5 minutes (part1 §9); the defaults until they arrive or on error. */
export function useSeoSettings(): SeoSettings {
  return (
    useQuery({
      queryKey: ['seo-settings'],
      queryFn: ({ signal }) => api<SeoSettings>('/api/seo', { signal }),
      staleTime: 5 * 60_000,
    }).data ?? DEFAULT_SEO_SETTINGS
  );
}
