import { greeting, oneLine, type RenderedEmail, renderEmailLayout } from './layout.ts';

/** A deactivated member's access to a company was turned back on. */
export function renderAccountRestored({
  name,
  companyName,
  restoredBy,
  url,
}: {
  name: string;
  companyName: string;
  restoredBy: string;
  url: string;
}): RenderedEmail {
  const company = oneLine(companyName);
  const by = oneLine(restoredBy);
  return {
    subject: `Seu acesso à ${company} foi reativado`,
    ...renderEmailLayout({
      preheader: `${by} reativou seu acesso. Você já pode entrar.`,
      title: 'Seu acesso foi reativado',
      paragraphs: [
        greeting(name),
        `${by} reativou seu acesso à ${company} no Alinhavo. Você já pode entrar com seu e-mail e sua senha.`,
      ],
      action: { label: 'Entrar no Alinhavo', url },
      closing: ['Se não lembrar a senha, use “Esqueci minha senha” na tela de entrada.'],
      footerNote: `Você recebeu este e-mail porque seu acesso à ${company} no Alinhavo foi reativado.`,
    }),
  };
}
