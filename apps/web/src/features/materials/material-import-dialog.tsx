import {
  checkMaterialImportLines,
  type ImportLineError,
  MATERIAL_IMPORT_COLUMNS,
  MATERIAL_IMPORT_MAX_LINES,
} from '@alinhavo/domain';
import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { type CsvLine, csvTemplateHref, readCsvFile } from '@/lib/csv-file';
import { countLabel } from '@/lib/list-count';
import { useImportMaterials } from './api';
import { ImportPreviewTable } from './import-preview-table';

const TEMPLATE_HREF = csvTemplateHref([
  MATERIAL_IMPORT_COLUMNS,
  ['Malha PV preta', 'Tecido', 'kg', '32,90', '10', 'Ativo', 'Rolo de 25 kg'],
  ['Botão 12 mm', 'Aviamento', 'un', '0,15', '500', 'Ativo', ''],
]);

type Picked = { name: string; lines: CsvLine[]; serverErrors: ImportLineError[] };

/** 'Importar CSV' of the materials list: pick a file, see every line checked, import the valid ones. */
export function MaterialImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fileId = useId();
  const importMaterials = useImportMaterials();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const checked = picked ? checkMaterialImportLines(picked.lines) : null;
  const errors = checked ? mergeErrors(checked.errors, picked?.serverErrors ?? []) : [];
  const failed = new Set(errors.map((e) => e.line));
  const valid = checked ? checked.valid.filter((v) => !failed.has(v.line)) : [];

  async function pick(file: File | undefined) {
    setPicked(null);
    setFileError(null);
    if (!file) return;
    const read = await readCsvFile(file);
    if (!read.ok) return setFileError(read.message);
    if (read.lines.length > MATERIAL_IMPORT_MAX_LINES)
      return setFileError('O arquivo passa de 2.000 linhas. Divida-o em arquivos menores.');
    setPicked({ name: file.name, lines: read.lines, serverErrors: [] });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked || !valid.length) {
      toast.error('Nenhuma linha válida para importar', { description: 'Escolha um arquivo com materiais.' });
      return;
    }
    const lines = picked.lines.filter((l) => valid.some((v) => v.line === l.line));
    try {
      const result = await importMaterials.mutateAsync({ lines });
      const imported = `${countLabel(result.imported, ['material importado', 'materiais importados'])}`;
      if (result.errors.length) {
        toast.warning(imported, { description: 'Algumas linhas foram recusadas: veja os erros.' });
        setPicked({ ...picked, serverErrors: result.errors });
        return;
      }
      toast.success(imported);
      close();
    } catch (error) {
      toast.error('Erro ao importar materiais', { description: errorMessage(error) });
    }
  }

  function close() {
    setPicked(null);
    setFileError(null);
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Importar materiais"
      description="Cadastre vários materiais de uma vez a partir de uma planilha salva em CSV."
      formId="material-import"
      submitLabel={`Importar ${countLabel(valid.length, ['linha válida', 'linhas válidas'])}`}
      submitting={importMaterials.isPending}
      className="sm:max-w-3xl"
    >
      <form id="material-import" onSubmit={submit} noValidate className="grid min-w-0 gap-4">
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
            Colunas: {MATERIAL_IMPORT_COLUMNS.join(', ')}. Separador ponto e vírgula ou vírgula; decimais com
            vírgula.{' '}
            <a
              href={TEMPLATE_HREF}
              download="modelo-materiais.csv"
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
        {picked && checked && (
          <ImportPreviewTable lines={picked.lines} errors={errors} validCount={valid.length} />
        )}
      </form>
    </FormDialog>
  );
}

/** The preview's errors and those the server found (a name taken meanwhile), one entry per line. */
function mergeErrors(local: ImportLineError[], server: ImportLineError[]): ImportLineError[] {
  const byLine = new Map(local.map((e) => [e.line, e]));
  for (const e of server) if (!byLine.has(e.line)) byLine.set(e.line, e);
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}
