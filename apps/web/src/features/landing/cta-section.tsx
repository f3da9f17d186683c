import { landingButton } from './landing-button';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto max-w-6xl rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-title" className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          Que tal tirar a produção da planilha?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90">
          Teste o Alinhavo por 7 dias, sem cartão. Em poucos minutos sua primeira ordem de produção está no
          ar.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/auth?tab=signup" className={landingButton({ size: 'lg', variant: 'secondary' })}>
            Começar teste grátis
          </a>
          <a
            href="/auth"
            className={landingButton(
              { size: 'lg', variant: null },
              'text-primary-foreground hover:bg-white/10',
            )}
          >
            Já tenho conta
          </a>
        </div>
      </div>
    </section>
  );
}
