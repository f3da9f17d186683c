import {
  type AdminSeoSettings,
  SEO_CUSTOM_META_MAX,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type SeoSettingsInput,
  seoSettingsInputSchema,
  TWITTER_CARD_LABELS,
  TWITTER_CARDS,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, type Path, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSessionQuery } from '@/app/session';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAdminSeo, useSaveSeo } from './api';
import { CheckboxField } from './checkbox-field';
import { SeoPreview } from './seo-preview';

type FormValues = SeoSettingsInput;

function formValues(settings: AdminSeoSettings): FormValues {
  const { updatedAt: _updatedAt, ...rest } = settings;
  return { ...rest, canonicalUrl: rest.canonicalUrl ?? '', ogImageUrl: rest.ogImageUrl ?? '' };
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span className={cn('tabular-nums', value.length > max && 'font-medium text-destructive')}>
      {value.length}/{max} caracteres
    </span>
  );
}

function SeoForm({ settings, canEdit }: { settings: AdminSeoSettings; canEdit: boolean }) {
  const save = useSaveSeo();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, z.output<typeof seoSettingsInputSchema>>({
    resolver: zodResolver(seoSettingsInputSchema),
    defaultValues: formValues(settings),
    mode: 'onTouched',
  });
  const customMeta = useFieldArray({ control, name: 'customMeta' });
  const values = watch();

  useEffect(() => {
    reset(formValues(settings));
  }, [settings, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success('Configurações de SEO salvas!', { description: 'O site já usa os novos dados.' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields))
          setError(field as Path<FormValues>, { type: 'server', message });
      }
      toast.error('Erro ao salvar as configurações de SEO', { description: errorMessage(error) });
    }
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form onSubmit={onSubmit} noValidate aria-label="Configurações de SEO" className="min-w-0">
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-5">
          <Card>
            <CardContent className="grid gap-4 p-4">
              <h3 className="font-semibold">Página inicial e buscadores</h3>
              <FormField id="seo-site-name" label="Nome do site" required error={errors.siteName?.message}>
                <Input {...register('siteName')} />
              </FormField>
              <FormField
                id="seo-title"
                label="Título"
                required
                hint={<Counter value={values.defaultTitle ?? ''} max={SEO_TITLE_MAX} />}
                error={errors.defaultTitle?.message}
              >
                <Input {...register('defaultTitle')} />
              </FormField>
              <FormField
                id="seo-description"
                label="Descrição"
                required
                hint={<Counter value={values.defaultDescription ?? ''} max={SEO_DESCRIPTION_MAX} />}
                error={errors.defaultDescription?.message}
              >
                <Textarea rows={3} {...register('defaultDescription')} />
              </FormField>
              <FormField
                id="seo-keywords"
                label="Palavras-chave"
                hint="Separadas por vírgula."
                error={errors.keywords?.message}
              >
                <Input {...register('keywords')} />
              </FormField>
              <FormField
                id="seo-canonical"
                label="URL canônica"
                hint="O endereço principal do site (ex.: https://www.alinhavo.app). Em branco: o endereço desta instalação."
                error={errors.canonicalUrl?.message}
              >
                <Input type="url" inputMode="url" placeholder="https://" {...register('canonicalUrl')} />
              </FormField>
              <div className="grid gap-3">
                <CheckboxField
                  id="seo-robots-index"
                  label="Permitir que buscadores indexem o site"
                  hint="Desligado: robots.txt bloqueia tudo e as páginas recebem noindex."
                  {...register('robotsIndex')}
                />
                <CheckboxField
                  id="seo-robots-follow"
                  label="Permitir que buscadores sigam os links"
                  {...register('robotsFollow')}
                />
                <CheckboxField
                  id="seo-sitemap"
                  label="Publicar sitemap.xml"
                  hint="Lista as páginas públicas: início, termos, privacidade e entrar."
                  {...register('sitemapEnabled')}
                />
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-4 p-4">
              <h3 className="font-semibold">Compartilhamento em redes sociais</h3>
              <FormField
                id="seo-og-image"
                label="URL da imagem de compartilhamento"
                hint="Recomendado 1200 × 630 px."
                error={errors.ogImageUrl?.message}
              >
                <Input type="url" inputMode="url" placeholder="https://" {...register('ogImageUrl')} />
              </FormField>
              <FormField id="seo-twitter-card" label="Tipo de cartão" error={errors.twitterCard?.message}>
                <Controller
                  control={control}
                  name="twitterCard"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange} disabled={!canEdit}>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {TWITTER_CARDS.map((card) => (
                          <SelectItem key={card} value={card}>
                            {TWITTER_CARD_LABELS[card]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid gap-3 p-4">
              <div>
                <h3 className="font-semibold">Meta tags personalizadas</h3>
                <p className="text-muted-foreground text-sm">
                  Pares de nome e conteúdo, como a verificação do Google Search Console. HTML não é aceito.
                </p>
              </div>
              {customMeta.fields.map((field, index) => (
                <div
                  key={field.id}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1.5fr_auto]"
                >
                  <FormField
                    id={`seo-meta-name-${index}`}
                    label="Nome"
                    error={errors.customMeta?.[index]?.name?.message}
                  >
                    <Input placeholder="google-site-verification" {...register(`customMeta.${index}.name`)} />
                  </FormField>
                  <FormField
                    id={`seo-meta-content-${index}`}
                    label="Conteúdo"
                    error={errors.customMeta?.[index]?.content?.message}
                  >
                    <Input {...register(`customMeta.${index}.content`)} />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="self-end justify-self-end"
                    aria-label={`Remover meta tag ${index + 1}`}
                    onClick={() => customMeta.remove(index)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={customMeta.fields.length >= SEO_CUSTOM_META_MAX}
                onClick={() => customMeta.append({ name: '', content: '' }, { shouldFocus: true })}
              >
                <Plus /> Adicionar meta tag
              </Button>
            </CardContent>
          </Card>
          {canEdit && (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={isSubmitting}>
                Salvar configurações
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={!isDirty || isSubmitting}
                onClick={() => reset(formValues(settings))}
              >
                Descartar alterações
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <SeoPreview values={values} fallbackUrl={window.location.origin} />
      </aside>
    </div>
  );
}

/** The public site's SEO (part1 §3 seo_settings): super_admin edits; support reads. */
export function SeoTab() {
  const { data, isPending, error } = useAdminSeo();
  const canEdit = useSessionQuery().data?.user.role === 'super_admin';
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground text-sm">
        {canEdit
          ? 'Título, descrição e etiquetas que buscadores e redes sociais leem nas páginas públicas. Valem na hora.'
          : 'Configurações de SEO do site. Somente o super administrador pode alterá-las.'}
      </p>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>Erro ao carregar as configurações de SEO: {errorMessage(error)}</AlertDescription>
        </Alert>
      )}
      {isPending ? (
        <Skeleton className="h-96" />
      ) : data ? (
        <SeoForm settings={data} canEdit={canEdit} />
      ) : null}
    </div>
  );
}
