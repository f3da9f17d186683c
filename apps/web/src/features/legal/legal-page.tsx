import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Brand } from '@/app/layout/brand';
import { Button } from '@/components/ui/button';
import type { LegalDocument } from './legal-document';

function sectionId(index: number) {
  return `secao-${index + 1}`;
}

/** part1 §2.13: a legal text with a back button, readable on a phone. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${doc.title} · Alinhavo`;
    window.scrollTo(0, 0);
  }, [doc.title]);

  // Reached from another page of the site: go back there; opened directly: go to the landing page.
  // react-router numbers its history entries in history.state.idx (0 for the first one of this visit).
  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/');
  }

  return (
    <div className="min-h-dvh bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Button variant="ghost" onClick={goBack} className="-ml-2">
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
          <Link to="/" aria-label="Alinhavo — página inicial">
            <Brand />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-muted-foreground text-sm">Última atualização: {doc.updatedAt}</p>
        <p className="mt-6 text-lg leading-relaxed">{doc.intro}</p>
        <nav aria-label="Sumário" className="mt-8 rounded-xl border bg-card p-5">
          <p className="font-semibold">Sumário</p>
          <ol className="mt-3 text-sm sm:columns-2 sm:gap-8">
            {doc.sections.map((section, index) => (
              <li key={section.title} className="mb-1.5 break-inside-avoid">
                <a href={`#${sectionId(index)}`} className="text-primary underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section, index) => (
          <section key={section.title} aria-labelledby={sectionId(index)} className="mt-10">
            <h2 id={sectionId(index)} className="scroll-mt-20 font-semibold text-xl tracking-tight">
              {index + 1}. {section.title}
            </h2>
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block} className="mt-3 leading-relaxed">
                  {block}
                </p>
              ) : (
                <ul key={block.join()} className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        <div className="mt-12 border-t pt-6">
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
        </div>
      </main>
    </div>
  );
}
