import {
  checkMaterialImportLines,
  MATERIAL_IMPORT_COLUMNS,
  MATERIAL_IMPORT_MAX_LINES,
} from '@alinhavo/domain';
import { CsvImportDialog } from '@/components/csv-import-dialog';
import { previewColumn } from '@/components/import-preview-table';
import { useImportMaterials } from './api';

const EXAMPLES = [
  ['Malha PV preta', 'Tecido', 'kg', '32,90', '10', 'Ativo', 'Rolo de 25 kg'],
  ['Botão 12 mm', 'Aviamento', 'un', '0,15', '500', 'Ativo', ''],
];
const PREVIEW = [previewColumn('Nome'), previewColumn('Categoria'), previewColumn('Unidade')];

/** 'Importar CSV' of the materials list: pick a file, see every line checked, import the valid ones. */
export function MaterialImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importMaterials = useImportMaterials();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar materiais"
      description="Cadastre vários materiais de uma vez a partir de uma planilha salva em CSV."
      formId="material-import"
      columns={MATERIAL_IMPORT_COLUMNS}
      examples={EXAMPLES}
      templateName="modelo-materiais.csv"
      maxLines={MATERIAL_IMPORT_MAX_LINES}
      preview={PREVIEW}
      check={checkMaterialImportLines}
      send={importMaterials.mutateAsync}
      sending={importMaterials.isPending}
      mode="valid-lines"
      done={['material importado', 'materiais importados']}
      failure="Erro ao importar materiais"
    />
  );
}
