import { MAX_VARIATIONS_AT_ONCE, type MaterialColorOption, variationCombos } from '@alinhavo/domain';
import { Link } from 'react-router';
import { ToggleChip } from '@/components/toggle-chip';
import { FormField } from '@/components/ui/form-field';
import { ColorSwatch } from '@/features/products';
import { SizeChipsInput } from './size-chips-input';

type Props = {
  idPrefix: string;
  colors: MaterialColorOption[];
  colorIds: string[];
  onColorIdsChange: (ids: string[]) => void;
  sizes: string[];
  onSizesChange: (sizes: string[]) => void;
  errors: { colorIds?: string | undefined; sizes?: string | undefined };
  /** What the preview says while nothing is chosen. */
  hint?: string;
};

/** Colours (from /app/cores) × sizes typed as a list: previews the variations they make. */
export function VariationGridPicker({
  idPrefix,
  colors,
  colorIds,
  onColorIdsChange,
  sizes,
  onSizesChange,
  errors,
  hint,
}: Props) {
  const chosen = colorIds
    .map((id) => colors.find((c) => c.id === id))
    .filter((c): c is MaterialColorOption => Boolean(c));
  const combos = variationCombos(chosen, sizes);

  function toggle(id: string) {
    onColorIdsChange(colorIds.includes(id) ? colorIds.filter((c) => c !== id) : [...colorIds, id]);
  }

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Cores</legend>
        {colors.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Nenhuma cor cadastrada.{' '}
            <Link to="/app/cores" className="text-primary hover:underline">
              Cadastrar cores
            </Link>
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {colors.map((color) => (
              <ToggleChip
                key={color.id}
                selected={colorIds.includes(color.id)}
                onToggle={() => toggle(color.id)}
              >
                <ColorSwatch hex={color.hex} />
                {color.name}
              </ToggleChip>
            ))}
          </div>
        )}
        {errors.colorIds && (
          <p role="alert" className="text-[13px] text-destructive">
            {errors.colorIds}
          </p>
        )}
      </fieldset>
      <FormField
        id={`${idPrefix}-sizes`}
        label="Tamanhos"
        hint="Digite um tamanho e tecle Enter, ou cole a grade inteira (P M G GG)."
        error={errors.sizes}
      >
        <SizeChipsInput sizes={sizes} onChange={onSizesChange} placeholder="Ex.: P, M, G ou 15 cm" />
      </FormField>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {combos.length === 0
          ? (hint ?? 'Sem cores nem tamanhos, o material terá uma única variação, “Padrão”.')
          : combos.length > MAX_VARIATIONS_AT_ONCE
            ? `São ${combos.length} combinações: no máximo ${MAX_VARIATIONS_AT_ONCE} de uma vez.`
            : `${combos.length === 1 ? 'Será criada 1 variação' : `Serão criadas ${combos.length} variações`}: ${preview(combos.map((c) => c.name))}`}
      </p>
    </div>
  );
}

function preview(names: string[]): string {
  const shown = names.slice(0, 6).join(', ');
  return names.length > 6 ? `${shown} e mais ${names.length - 6}.` : `${shown}.`;
}
