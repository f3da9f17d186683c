import { type ImportLineError, type ImportRequest, mergeImportErrors } from '@alinhavo/domain';
import { Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { type ImportPreviewColumn, ImportPreviewTable } from '@/components/import-preview-table';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { type CsvLine, csvTemplateHref, importBodyTooLarge, linesToSend, readCsvFile } from '@/lib/csv-file';
import { type CountNoun, countLabel } from '@/lib/list-count';

/** What an import route answers: how many lines it saved and the refused lines. */
export type ImportAnswer = { imported: number; errors: ImportLineError[] };

export type CsvImportDialogProps<R extends ImportAnswer> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The form's id (unique on the page). */
  formId: string;
  /** The template's columns, named under the file field, and its example lines. */
  columns: readonly string[];
  examples: readonly (readonly string[])[];
  /** The template's file name ('modelo-fornecedores.csv'). */
  templateName: string;
  /** More about the columns, after their list ('Cores separadas por |'). */
  hint?: ReactNode;
  maxLines: number;
  /** What the preview shows of each line from `sm` up (the first also on phones). */
  preview: readonly ImportPreviewColumn[];
  /** The domain's reading of the lines, the same the server does first. */
  check: (lines: CsvLine[]) => { valid: { line: number }[]; errors: ImportLineError[] };
  /** The import route: with `dryRun` it checks against the company's records and saves nothing. */
  send: (body: ImportRequest) => Promise<R>;
  sending: boolean;
  /**
   * 'valid-lines': the valid lines are saved, the wrong ones reported (materials, suppliers, products);
   * 'all-or-nothing': nothing is saved while a line is wrong (the opening stock).
   */
  mode: 'valid-lines' | 'all-or-nothing';
  /** The toast after a successful import ('3 fornecedores importados'). */
  done: CountNoun;
  /** The toast when the import fails ('Erro ao importar fornecedores'). */
  failure: string;
  /** The submit label for n lines ('Importar 3 linhas válidas'). */
  submitLabel?: (count: number) => string;
  /** More from the server's check under the preview (the colours a product import creates). */
  checked?: (answer: R) => ReactNode;
};

type Picked<R> = {
  lines: CsvLine[];
  /** The server's errors, from the dry run or the import itself. */
  serverErrors: ImportLineError[];
  /** Whether the server's dry run has answered (or had nothing to check). */
  checked: boolean;
  /** The dry run's answer; null when no line reached it. */
  answer: R | null;
};

/**
 * 'Importar CSV' of a list: pick a file, see every line checked (first by the domain's rules in the page, then
 * against the company's records by the server's dry run), download a template, and import. The limits of a file
 * (2 MB, the import's lines, the API's body) each have their message.
 */
export function CsvImportDialog<R extends ImportAnswer>(props: CsvImportDialogProps<R>) {
  const { open, onOpenChange, mode, check, send, maxLines } = props;
  const fileId = useId();
  const [picked, setPicked] = useState<Picked<R> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const generation = useRef(0);
  const local = picked ? check(picked.lines) : null;
  const errors = local ? mergeImportErrors(local.errors, picked?.serverErrors ?? []) : [];
  const failed = new Set(errors.map((e) => e.line));
  const valid = local ? local.valid.filter((v) => !failed.has(v.line)) : [];
  const checking = picked !== null && !picked.checked;
  const allOrNothing = mode === 'all-or-nothing';

  async function pick(file: File | undefined) {
    const run = ++generation.current;
    setPicked(null);
    setFileError(null);
    if (!file) return;
    const read = await readCsvFile(file);
    if (run !== generation.current) return;
    if (!read.ok) return setFileError(read.message);
    if (read.lines.length > maxLines)
      return setFileError(
        `O arquivo passa de ${maxLines.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores.`,
      );
    const lines = linesToSend(read.lines);
    if (importBodyTooLarge(lines))
      return setFileError('O arquivo tem texto demais para uma importação. Divida-o em arquivos menores.');
    const ready = new Set(check(read.lines).valid.map((v) => v.line));
    const toCheck = lines.filter((l) => ready.has(l.line));
    setPicked({ lines: read.lines, serverErrors: [], checked: !toCheck.length, answer: null });
    if (!toCheck.length) return;
    try {
      const answer = await send({ lines: toCheck, dryRun: true });
      if (run !== generation.current) return;
      setPicked({ lines: read.lines, serverErrors: answer.errors, checked: true, answer });
    } catch (error) {
      if (run !== generation.current) return;
      setPicked(null);
      setFileError(errorMessage(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked || checking) return;
    if (!valid.length || (allOrNothing && errors.length)) {
      toast.error(allOrNothing ? 'Corrija as linhas com erro' : 'Nenhuma linha válida para importar', {
        description: allOrNothing
          ? 'Nada é lançado enquanto houver erro no arquivo.'
          : 'Escolha um arquivo com linhas válidas.',
      });
      return;
    }
    const ready = new Set(valid.map((v) => v.line));
    const lines = linesToSend(picked.lines.filter((l) => ready.has(l.line)));
    try {
      const result = await send({ lines });
      const imported = countLabel(result.imported, props.done);
      if (result.errors.length) {
        if (result.imported) {
          toast.warning(imported, { description: 'Algumas linhas foram recusadas: veja os erros.' });
        } else {
          toast.error(props.failure, { description: 'Nada foi salvo: veja os erros.' });
        }
        setPicked({ ...picked, serverErrors: result.errors });
        return;
      }
      toast.success(imported);
      close();
    } catch (error) {
      toast.error(props.failure, { description: errorMessage(error) });
    }
  }

  function close() {
    generation.current++;
    setPicked(null);
    setFileError(null);
    onOpenChange(false);
  }

  const label =
    props.submitLabel ?? ((n: number) => `Importar ${countLabel(n, ['linha válida', 'linhas válidas'])}`);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={props.title}
      description={props.description}
      formId={props.formId}
      submitLabel={label(valid.length)}
      submitting={props.sending && !checking}
      submitDisabled={!picked || checking || !valid.length || (allOrNothing && errors.length > 0)}
      className="sm:max-w-3xl"
    >
      <form id={props.formId} onSubmit={submit} noValidate className="grid min-w-0 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={fileId}>Arquivo CSV (até 2 MB)</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <p className="text-muted-foreground text-sm">
            Colunas: {props.columns.join(', ')}. {props.hint}
            {props.hint ? ' ' : ''}Separador ponto e vírgula ou vírgula; decimais com vírgula; até{' '}
            {props.maxLines.toLocaleString('pt-BR')} linhas.{' '}
            <a
              href={csvTemplateHref([props.columns, ...props.examples])}
              download={props.templateName}
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Download aria-hidden="true" className="size-3.5" />
              Baixar modelo
            </a>
          </p>
        </div>
        {fileError && (
          <Alert variant="destructive">
            <AlertDescription>{fileError}</AlertDescription>
          </Alert>
        )}
        {checking && (
          <p className="inline-flex items-center gap-2 text-muted-foreground text-sm" aria-live="polite">
            <Spinner aria-hidden /> Conferindo as linhas com o cadastro…
          </p>
        )}
        {picked && !checking && (
          <>
            <ImportPreviewTable
              lines={picked.lines}
              errors={errors}
              validCount={valid.length}
              columns={props.preview}
              allOrNothing={allOrNothing}
            />
            {picked.answer && props.checked?.(picked.answer)}
          </>
        )}
      </form>
    </FormDialog>
  );
}
