import { formatCount, PALETTE_SEARCH_MAX } from '@alinhavo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, LoaderCircle, ScanBarcode } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CommandDialog, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { useSubscription } from '@/features/subscription';
import { api } from '@/lib/api';
import { NAV_KEYS } from '@/lib/local-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { canOpenScreen } from '../screen-access';
import { findScreen } from '../screens';
import { canUse, useSessionQuery } from '../session';
import { navScreens } from './nav-model';
import { PALETTE_ACTIONS } from './palette-actions';
import {
  type PaletteItem,
  type PaletteRun,
  type PaletteSection,
  paletteSections,
  recentItems,
  recordSections,
} from './palette-model';
import { rankScreens, screenScore } from './rank-screens';
import { parseRecentRecords } from './recent-records';
import { SCREEN_KEYWORDS } from './screen-keywords';
import { useNavModel } from './use-nav-items';
import { useStoredString } from './use-stored-string';

/** Typing pauses this long before the records are searched. */
const SEARCH_DELAY_MS = 200;
/** Records are searched from this many characters (one letter would match nearly everything). */
const RECORD_SEARCH_MIN = 2;

type Step = 'root' | 'send-batch';

/**
 * The command palette (part1 §2.14, Ctrl+K / Cmd+K; its code loads on first use): with nothing typed, the records
 * opened lately, the actions and the screens; typing finds screens and actions at once and, after a short pause,
 * the records this member may open (GET /api/search: batches, orders, products, SKUs and barcodes, materials,
 * workshops, suppliers), grouped under headings. Arrow keys move, Enter opens.
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [step, setStep] = useState<Step>('root');
  const text = search.trim().slice(0, PALETTE_SEARCH_MAX);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  const root = useRootSections(step === 'root' && open, text, settled);
  const sending = useSendBatchSections(step === 'send-batch' && open, settled);
  const { sections, searching, failed } = step === 'root' ? root : sending;

  const first = sections[0]?.items[0]?.value ?? '';
  const [selected, setSelected] = useState('');
  useEffect(() => setSelected(first), [first]);

  function reset() {
    setSearch('');
    setStep('root');
  }

  // After a choice the palette must not hand focus back to its trigger as it closes: on a phone its closing
  // animation can end after the chosen screen opened a dialog ('Novo produto'), and focus moving out of that
  // dialog would dismiss it.
  const navigated = useRef(false);

  function choose(run: PaletteRun) {
    if ('step' in run) {
      setStep(run.step);
      setSearch('');
      return;
    }
    navigated.current = true;
    onOpenChange(false);
    reset();
    navigate(run.to);
  }

  const empty = sections.length === 0 && !searching;
  return (
    <CommandDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Buscar telas e ações"
      onCloseAutoFocus={(event) => {
        if (!navigated.current) return;
        navigated.current = false;
        event.preventDefault();
      }}
      commandProps={{ shouldFilter: false, value: selected, onValueChange: setSelected }}
    >
      {step === 'send-batch' && (
        <div className="flex items-center gap-2 border-b px-2 py-1.5">
          <Button variant="ghost" size="sm" onClick={() => reset()} aria-label="Voltar">
            <ArrowLeft aria-hidden="true" />
          </Button>
          <span className="min-w-0 truncate font-medium text-sm">Enviar lote para facção</span>
        </div>
      )}
      <CommandInput
        placeholder={step === 'root' ? 'Buscar telas e ações...' : 'Código do lote ou produto...'}
        value={search}
        onValueChange={setSearch}
        onKeyDown={(event) => {
          // Backspace on an empty search leaves the step, as in other palettes.
          if (event.key === 'Backspace' && search === '' && step !== 'root') reset();
        }}
      />
      <CommandList>
        {sections.map((section) => (
          <CommandGroup key={section.heading} heading={section.heading}>
            {section.items.map((item) => (
              <PaletteLine key={item.value} item={item} onSelect={() => choose(item.run)} />
            ))}
          </CommandGroup>
        ))}
        {searching && (
          <div role="status" className="flex items-center gap-2 px-3 py-2 text-muted-foreground text-xs">
            <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
            {step === 'root' ? 'Buscando registros...' : 'Buscando lotes...'}
          </div>
        )}
        {failed && (
          <p role="alert" className="px-3 py-2 text-destructive text-xs">
            Não foi possível buscar agora. Verifique sua conexão e tente de novo.
          </p>
        )}
        {empty && !failed && (
          <p className="py-6 text-center text-muted-foreground text-sm">
            {step === 'root' || text ? 'Nenhum resultado' : 'Nenhum lote cortado aguardando envio'}
          </p>
        )}
      </CommandList>
      <div className="hidden items-center gap-4 border-t px-3 py-2 text-muted-foreground text-xs sm:flex">
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> navegar
        </span>
        <span>
          <Kbd>Enter</Kbd> abrir
        </span>
        <span>
          <Kbd>Esc</Kbd> fechar
        </span>
      </div>
    </CommandDialog>
  );
}

function Kbd({ children }: { children: string }) {
  return <kbd className="rounded border bg-muted px-1 font-mono text-[10px]">{children}</kbd>;
}

function PaletteLine({ item, onSelect }: { item: PaletteItem; onSelect: () => void }) {
  const Icon = item.icon;
  return (
    <CommandItem value={item.value} onSelect={onSelect}>
      {Icon && <Icon aria-hidden="true" />}
      <span className="min-w-0 flex-1">
        <span className="block truncate">
          {item.code && (
            <>
              <span className="font-medium font-mono text-xs">{item.code}</span>{' '}
            </>
          )}
          {item.label}
        </span>
        {item.detail && <span className="block truncate text-muted-foreground text-xs">{item.detail}</span>}
      </span>
      {item.hint && <span className="ml-auto shrink-0 pl-2 text-muted-foreground text-xs">{item.hint}</span>}
    </CommandItem>
  );
}

type Sections = { sections: PaletteSection[]; searching: boolean; failed: boolean };

/** The first step: recent records, actions, screens and the records the search found. */
function useRootSections(active: boolean, text: string, settled: string): Sections {
  const { data: session } = useSessionQuery();
  const planId = useSubscription().summary?.planType;
  const screens = navScreens(useNavModel());
  const rawRecents = useStoredString(session ? NAV_KEYS.recentRecords(session.user.id) : null);
  const searchable = settled.length >= RECORD_SEARCH_MIN;
  const records = useQuery({
    queryKey: ['palette-search', settled],
    enabled: active && searchable,
    queryFn: ({ signal }) => api.get('/api/search', { query: { q: settled }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const recents = useMemo(() => {
    const mayOpen = (path: string) => {
      const match = findScreen(path);
      return Boolean(match && canOpenScreen(session, match.screen, planId));
    };
    return recentItems(parseRecentRecords(rawRecents), mayOpen);
  }, [rawRecents, session, planId]);

  const rankedActions = useMemo(() => {
    const allowed = PALETTE_ACTIONS.filter(
      (action) =>
        canUse(session, action.feature, 'write') &&
        canOpenScreen(session, { feature: action.feature }, planId),
    );
    return rankScreens(
      allowed.map((action) => ({ ...action, group: 'Ações' })),
      text,
    );
  }, [session, planId, text]);
  const actions = rankedActions.map(
    (action): PaletteItem => ({
      value: `acao:${action.id}`,
      icon: action.icon,
      label: action.title,
      run: 'to' in action ? { to: action.to } : { step: action.step },
    }),
  );

  const rankedScreens = rankScreens(
    screens.map((screen) => ({ ...screen, keywords: SCREEN_KEYWORDS[screen.path] })),
    text,
  );
  const best = (first: Parameters<typeof screenScore>[0] | undefined) =>
    first ? screenScore(first, text) : 0;
  const screenItems = rankedScreens.map(
    (screen): PaletteItem => ({
      value: `tela:${screen.path}`,
      icon: screen.icon,
      label: screen.title,
      hint: screen.subgroup ?? screen.group,
      run: { to: screen.path },
    }),
  );

  // The answer shown is the one for what is typed now (a previous one only while the next loads).
  const current = text.length >= RECORD_SEARCH_MIN ? records.data : undefined;
  return {
    sections: paletteSections({
      query: text,
      recents,
      actions,
      screens: screenItems,
      actionsFirst: best(rankedActions[0]) > best(rankedScreens[0]),
      records: recordSections(current, { variants: ScanBarcode }),
    }),
    searching: text.length >= RECORD_SEARCH_MIN && (settled !== text || records.isFetching),
    failed: searchable && records.isError,
  };
}

/** 'Enviar lote para facção…': the cut batches waiting to be sent, newest first, searched by code or product. */
function useSendBatchSections(active: boolean, settled: string): Sections {
  const batches = useQuery({
    queryKey: ['batches', 'palette-to-send', settled],
    enabled: active,
    queryFn: ({ signal }) =>
      api.get('/api/batches', {
        query: { status: 'cortado', q: settled || undefined, sort: 'code', dir: 'desc', pageSize: 8 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const icon = findScreen('/app/lotes-producao/x')?.screen.icon;
  const items = (batches.data?.items ?? []).map(
    (batch): PaletteItem => ({
      value: `enviar:${batch.id}`,
      icon,
      code: batch.code,
      label: `${batch.productReference} · ${batch.productName}`,
      detail: formatCount(batch.totalQuantity, 'peça', 'peças'),
      run: { to: `/app/lotes-producao/${encodeURIComponent(batch.id)}/enviar-faccao` },
    }),
  );
  return {
    sections: items.length ? [{ heading: 'Lotes cortados, prontos para enviar', items }] : [],
    searching: active && batches.isFetching,
    failed: active && batches.isError,
  };
}
