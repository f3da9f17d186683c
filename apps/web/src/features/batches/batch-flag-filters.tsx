import { formatDateOnly } from '@alinhavo/domain';
import { AlarmClock, Truck, X } from 'lucide-react';
import { FilterToggle } from '@/components/filter-toggle';
import { Button } from '@/components/ui/button';

export type BatchFlagValues = { late: boolean; atWorkshop: boolean; approvedFrom?: string | undefined };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The on/off filters of the list as the URL holds them (the dashboard's cards link with them). */
export function batchFlagsFromSearch(search: URLSearchParams): BatchFlagValues {
  const approvedFrom = search.get('aprovadosDesde') ?? '';
  return {
    late: search.get('atrasados') === '1',
    atWorkshop: search.get('naFaccao') === '1',
    approvedFrom: ISO_DAY.test(approvedFrom) ? approvedFrom : undefined,
  };
}

/** 'Atrasados', 'Na facção' and, when a link asked for it, 'Aprovados desde …' (removable). */
export function BatchFlagFilters({
  values,
  onChange,
}: {
  values: BatchFlagValues;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      <FilterToggle
        pressed={values.late}
        onPressedChange={(on) => onChange({ atrasados: on ? '1' : null })}
        icon={AlarmClock}
      >
        Atrasados
      </FilterToggle>
      <Button
        type="button"
        variant={values.atWorkshop ? 'default' : 'outline'}
        aria-pressed={values.atWorkshop}
        onClick={() => onChange({ naFaccao: values.atWorkshop ? null : '1' })}
      >
        <Truck aria-hidden="true" />
        Na facção
      </Button>
      {values.approvedFrom && (
        <Button
          type="button"
          variant="secondary"
          className="col-span-2 justify-between sm:justify-center"
          onClick={() => onChange({ aprovadosDesde: null })}
          aria-label={`Remover o filtro: aprovados desde ${formatDateOnly(values.approvedFrom)}`}
        >
          Aprovados desde {formatDateOnly(values.approvedFrom)}
          <X aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
