import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Brand } from '@/app/layout/brand';
import { cn } from '@/lib/cn';

export const WIZARD_STEPS = ['Boas-vindas', 'Dados da empresa', 'Ativação'] as const;

/** The page around every wizard step: logo, an 'Etapa n de 3' indicator, the card and the legal links. */
export function WizardLayout({
  title,
  step,
  children,
}: {
  title: string;
  /** 1-based position in WIZARD_STEPS; omitted on the not-eligible step. */
  step?: number;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Alinhavo`;
  }, [title]);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:justify-center sm:py-10">
      <div className="mb-6 sm:mb-8">
        <Brand />
      </div>
      <main className="w-full max-w-lg rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        {step !== undefined && <StepIndicator step={step} />}
        <h1 className="font-semibold text-xl tracking-tight">{title}</h1>
        <div className="mt-4">{children}</div>
      </main>
      <footer className="mt-6 flex gap-4 text-muted-foreground text-sm">
        <Link to="/termos-de-uso" className="hover:underline">
          Termos de Uso
        </Link>
        <Link to="/politica-privacidade" className="hover:underline">
          Política de Privacidade
        </Link>
      </footer>
    </div>
  );
}

function StepIndicator({ step }: { step: number }) {
  return (
    <div className="mb-5">
      <p className="font-medium text-muted-foreground text-xs">
        Etapa {step} de {WIZARD_STEPS.length} · {WIZARD_STEPS[step - 1]}
      </p>
      <ol aria-hidden="true" className="mt-2 grid grid-cols-3 gap-1.5">
        {WIZARD_STEPS.map((label, index) => (
          <li key={label} className={cn('h-1.5 rounded-full', index < step ? 'bg-primary' : 'bg-muted')} />
        ))}
      </ol>
    </div>
  );
}
