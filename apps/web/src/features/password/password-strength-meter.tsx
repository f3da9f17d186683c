import { passwordStrength } from '@alinhavo/domain';
import { cn } from '@/lib/cn';

const COLORS = ['bg-destructive', 'bg-destructive', 'bg-warning', 'bg-warning', 'bg-success', 'bg-success'];

/** part1 §5 strength meter: five segments and the label, updated as the person types. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div aria-live="polite" className="grid gap-1.5">
      <div className="grid grid-cols-5 gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((segment) => (
          <span
            key={segment}
            className={cn('h-1.5 rounded-full', segment <= score ? COLORS[score] : 'bg-muted')}
          />
        ))}
      </div>
      <p className="text-muted-foreground text-xs">
        Força da senha: <span className="font-medium text-foreground">{label}</span>
      </p>
    </div>
  );
}
