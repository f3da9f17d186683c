import { CheckCircle2 } from 'lucide-react';
import { landingButton } from './landing-button';
import { TRIAL_DAYS_TEXT } from './landing-copy';
import { SectionLink } from './section-link';

const WORKSHOPS = [
  { name: 'Facção Costura Fina', pieces: '480 peças', progress: 'w-4/5', status: 'Em Produção' },
  { name: 'Ateliê da Vila', pieces: '220 peças', progress: 'w-1/2', status: 'Em Produção' },
  { name: 'Oficina Boa Linha', pieces: '150 peças', progress: 'w-full', status: 'Entregue' },
];

/** A drawn glimpse of the dashboard (no image to download): workshops, their progress and the margin. */
function ProductGlimpse() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="-inset-4 absolute rounded-3xl bg-primary/10 blur-2xl" />
      <div className="relative rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="font-semibold">Produção por facção</p>
          <span className="rounded-full bg-accent px-2.5 py-1 font-medium text-accent-foreground text-xs">
            Semana atual
          </span>
        </div>
        <ul className="mt-4 space-y-4">
          {WORKSHOPS.map((workshop) => (
            <li key={workshop.name}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{workshop.name}</span>
                <span className="text-muted-foreground">{workshop.pieces}</span>
              </div>
              <div className="mt-1.5 h-2 rounded-full bg-muted">
                <div className={`h-2 rounded-full bg-primary ${workshop.progress}`} />
              </div>
              <p className="mt-1 text-muted-foreground text-xs">{workshop.status}</p>
            </li>
          ))}
        </ul>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-muted p-3">
            <p className="text-muted-foreground text-xs">Margem do mês</p>
            <p className="mt-1 font-semibold text-xl">32,4%</p>
          </div>
          <div className="rounded-xl bg-muted p-3">
            <p className="text-muted-foreground text-xs">Lotes atrasados</p>
            <p className="mt-1 font-semibold text-xl">0</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex rounded-full border bg-card px-3 py-1 font-medium text-primary text-sm">
            Gestão para confecções e facções
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-balance font-semibold text-4xl leading-tight tracking-tight sm:text-5xl"
          >
            Sua confecção organizada, da ordem de produção à entrega da facção.
          </h1>
          <p className="mt-5 max-w-xl text-pretty text-lg text-muted-foreground">
            Saiba o que cada facção está costurando, quanto você lucra em cada peça e o que tem no estoque —
            sem planilha e sem caçar mensagem no WhatsApp.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/auth?tab=signup" className={landingButton({ size: 'lg' })}>
              Começar teste grátis
            </a>
            <SectionLink sectionId="planos" className={landingButton({ size: 'lg', variant: 'outline' })}>
              Ver planos
            </SectionLink>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-muted-foreground text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {[TRIAL_DAYS_TEXT, 'Sem cartão para testar', 'Cancele quando quiser'].map((item) => (
              <li key={item} className="flex items-center gap-2 whitespace-nowrap">
                <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ProductGlimpse />
      </div>
    </section>
  );
}
