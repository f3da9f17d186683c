import {
  ACCESS_PROFILE_LABELS,
  ACCESS_PROFILES,
  type AccessProfile,
  FEATURE_KEYS,
  type Member,
  roleLabel,
} from '@alinhavo/domain';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useMember, useUpdatePermissions } from './api';
import { PermissionGrid } from './permission-grid';
import { countOpened, draftFromProfile, type PermissionDraft, sameDraft, toDraft } from './permission-rules';
import { PROFILE_DESCRIPTIONS } from './profile-descriptions';
import { useLastValue } from './use-last-value';

/** Edits one member's feature permissions; closing with unsaved changes asks first. */
export function PermissionEditor({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const shown = useLastValue(member);
  const fresh = useMember(member?.id ?? null);
  const save = useUpdatePermissions();
  const [initial, setInitial] = useState<PermissionDraft | null>(null);
  const [draft, setDraft] = useState<PermissionDraft | null>(null);
  const [profile, setProfile] = useState<AccessProfile | ''>('');
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const dirty = initial !== null && draft !== null && !sameDraft(initial, draft);

  // Starts from the server's rows each time the editor opens for someone.
  useEffect(() => {
    if (!member) {
      setInitial(null);
      setDraft(null);
      setProfile('');
      setConfirmingDiscard(false);
      return;
    }
    if (fresh.data && fresh.data.id === member.id && initial === null) {
      const start = toDraft(fresh.data.permissions);
      setInitial(start);
      setDraft(start);
    }
  }, [member, fresh.data, initial]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function requestClose() {
    if (save.isPending) return;
    if (dirty) setConfirmingDiscard(true);
    else onClose();
  }

  async function submit() {
    if (!member || !draft) return;
    try {
      const permissions = Object.fromEntries(FEATURE_KEYS.map((feature) => [feature, draft[feature]]));
      await save.mutateAsync({ id: member.id, permissions });
      toast.success('Permissões salvas.', {
        description: `${member.fullName} já entra com o novo acesso.`,
      });
      onClose();
    } catch (error) {
      toast.error('Erro ao salvar permissões', { description: errorMessage(error) });
    }
  }

  function applyProfile(value: AccessProfile) {
    setProfile(value);
    setDraft(draftFromProfile(value));
  }

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && requestClose()}>
      <DialogContent className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl sm:p-0">
        <DialogHeader className="border-b p-5 sm:p-6">
          <DialogTitle>Editar permissões</DialogTitle>
          <DialogDescription>
            {shown?.fullName} · {roleLabel(shown?.role ?? '')}. Marque o que essa pessoa pode fazer em cada
            tela.
          </DialogDescription>
        </DialogHeader>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-5 sm:p-6">
          {fresh.isError ? (
            <Alert variant="destructive">
              <AlertDescription>Erro ao carregar permissões: {errorMessage(fresh.error)}</AlertDescription>
            </Alert>
          ) : !draft ? (
            <div className="grid gap-3" role="status" aria-label="Carregando permissões">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            <div className="grid gap-5">
              <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
                <FormField
                  id="apply-profile"
                  label="Aplicar perfil"
                  hint={
                    profile
                      ? PROFILE_DESCRIPTIONS[profile]
                      : 'Preenche a grade com um perfil pronto; depois ajuste tela por tela.'
                  }
                >
                  <OptionSelect
                    value={profile}
                    onChange={applyProfile}
                    options={labelledOptions(ACCESS_PROFILES, ACCESS_PROFILE_LABELS)}
                    placeholder="Escolha um perfil"
                  />
                </FormField>
                <p className="text-muted-foreground text-sm sm:pb-7" aria-live="polite">
                  {countOpened(draft)} de {FEATURE_KEYS.length} telas liberadas
                </p>
              </div>
              <PermissionGrid draft={draft} onChange={setDraft} disabled={save.isPending} />
            </div>
          )}
        </div>

        <div className="border-t p-4 sm:px-6">
          {confirmingDiscard ? (
            <div className="grid gap-3 sm:flex sm:items-center sm:justify-between" role="alert">
              <p className="flex items-center gap-2 font-medium text-sm">
                <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
                Descartar as alterações não salvas?
              </p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => setConfirmingDiscard(false)}>
                  Continuar editando
                </Button>
                <Button variant="destructive" onClick={onClose}>
                  Descartar
                </Button>
              </div>
            </div>
          ) : (
            <DialogFooter className="mt-0">
              <Button variant="outline" disabled={save.isPending} onClick={requestClose}>
                Cancelar
              </Button>
              <Button loading={save.isPending} disabled={!dirty} onClick={() => void submit()}>
                Salvar permissões
              </Button>
            </DialogFooter>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
