import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applySeo } from '@/features/seo';
import { api } from '@/lib/api';
import { router } from './router';

/**
 * part1 §7.2: the SEO settings (cached 5 minutes) applied on load and on every history navigation, so robots,
 * canonical and Open Graph follow the path the app shows. The server already wrote them into the first page, so
 * nothing is applied before the settings arrive; each page keeps the title it sets for itself.
 */
export function SeoSync() {
  const { data: settings } = useQuery({
    queryKey: ['seo-settings'],
    queryFn: ({ signal }) => api.get('/api/seo', { signal }),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (!settings) return;
    const apply = () =>
      applySeo(document, settings, {
        path: router.state.location.pathname,
        title: document.title,
        baseUrl: window.location.origin,
      });
    apply();
    return router.subscribe(apply);
  }, [settings]);
  return null;
}
