import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ActionMenuButton, type ActionMenuProps } from './action-menu';

/** ActionMenu's real menu (Radix), loaded when the member reaches its button. */
export function ActionMenuControl({
  label,
  items,
  className,
  defaultOpen,
  autoFocus,
}: ActionMenuProps & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ActionMenuButton label={label} className={className} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => (
          <DropdownMenuItem
            key={item.label}
            className={item.destructive ? 'text-destructive' : undefined}
            onSelect={item.onSelect}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
