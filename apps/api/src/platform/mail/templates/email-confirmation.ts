import { greeting, type RenderedEmail, renderEmailLayout } from './layout.ts';

/** Confirms that the address belongs to the person who signed up. */
export function renderEmailConfirmation({ name, url }: { name: string; url: string }): RenderedEmail {
  return {
    subject: 'Confirme seu e-mail — Alinhavo',
    ...renderEmailLayout({
      preheader: 'Falta só um passo: confirme seu endereço de e-mail.',
      title: 'Confirme seu e-mail',
      paragraphs: [
        greeting(name),
        'Para concluir seu cadastro no Alinhavo, confirme que este endereço de e-mail é seu.',
      ],
      action: { label: 'Confirmar e-mail', url },
      closing: ['Se você não criou uma conta no Alinhavo, ignore este e-mail.'],
      footerNote: 'Você recebeu este e-mail porque este endereço foi usado para criar uma conta no Alinhavo.',
    }),
  };
}
