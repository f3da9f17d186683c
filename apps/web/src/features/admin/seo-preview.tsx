import type { SeoSettingsInput } from '@alinhavo/domain';
import { Globe, ImageOff } from 'lucide-react';

function hostOf(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}

/** How the home page shows in a Google result and in a shared link card, as the form is typed. */
export function SeoPreview({ values, fallbackUrl }: { values: SeoSettingsInput; fallbackUrl: string }) {
  const base = (values.canonicalUrl || fallbackUrl).replace(/\/+$/, '');
  const host = hostOf(base);
  const title = values.defaultTitle || 'Título da página';
  const description = values.defaultDescription || 'Descrição da página.';
  return (
    <div className="grid gap-4">
      <section aria-label="Prévia no Google" className="grid gap-2">
        <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          Prévia no Google
        </h3>
        <div className="rounded-lg border bg-card p-4">
          <div className="flex items-center gap-2">
            <span className="flex size-7 items-center justify-center rounded-full bg-secondary">
              <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
            </span>
            <div className="min-w-0 leading-4">
              <p className="truncate text-sm">{values.siteName || 'Site'}</p>
              <p className="truncate text-muted-foreground text-xs">{base || host}</p>
            </div>
          </div>
          <p className="mt-2 line-clamp-2 [overflow-wrap:anywhere] text-[#1a0dab] text-lg leading-6 dark:text-[#8ab4f8]">
            {title}
          </p>
          <p className="line-clamp-2 break-words text-muted-foreground text-sm">{description}</p>
          {!values.robotsIndex && (
            <p className="mt-2 text-warning text-xs">Indexação desligada: o site não aparece nas buscas.</p>
          )}
        </div>
      </section>
      <section aria-label="Prévia do cartão de compartilhamento" className="grid gap-2">
        <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          Cartão de compartilhamento
        </h3>
        <div
          className={
            values.twitterCard === 'summary'
              ? 'flex overflow-hidden rounded-lg border bg-card'
              : 'overflow-hidden rounded-lg border bg-card'
          }
        >
          <div
            className={
              values.twitterCard === 'summary'
                ? 'flex size-24 shrink-0 items-center justify-center bg-secondary'
                : 'flex aspect-[1.91/1] w-full items-center justify-center bg-secondary'
            }
          >
            {values.ogImageUrl ? (
              <img src={values.ogImageUrl} alt="" className="size-full object-cover" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-muted-foreground text-xs">
                <ImageOff className="size-5" aria-hidden="true" />
                Sem imagem
              </span>
            )}
          </div>
          <div className="min-w-0 p-3">
            <p className="truncate text-muted-foreground text-xs uppercase">{host}</p>
            <p className="line-clamp-2 [overflow-wrap:anywhere] font-medium text-sm">{title}</p>
            <p className="line-clamp-2 break-words text-muted-foreground text-xs">{description}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
