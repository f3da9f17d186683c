import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

type Props = { value: string; onChange: (value: string) => void; placeholder: string; label: string };

export function SearchBox({ value, onChange, placeholder, label }: Props) {
  return (
    <div className="relative flex-1 sm:max-w-md">
      <Search
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
