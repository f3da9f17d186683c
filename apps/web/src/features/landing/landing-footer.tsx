import { LandingBrand } from './landing-brand';

export function LandingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <LandingBrand />
          <p className="mt-3 max-w-sm text-muted-foreground text-sm">
            Gestão de produção, estoque, vendas e facções para confecções brasileiras.
          </p>
        </div>
        <nav aria-label="Rodapé" className="flex flex-col gap-3 text-sm sm:flex-row sm:gap-6">
          <a href="/termos-de-uso" className="underline-offset-4 hover:underline">
            Termos de Uso
          </a>
          <a href="/politica-privacidade" className="underline-offset-4 hover:underline">
            Política de Privacidade
          </a>
        </nav>
      </div>
      {/* The page is pre-rendered at build time: the visitor's clock may be in a later year. */}
      <p suppressHydrationWarning className="border-t py-4 text-center text-muted-foreground text-sm">
        {`© ${new Date().getFullYear()} Alinhavo. Todos os direitos reservados.`}
      </p>
    </footer>
  );
}
