import { greeting, type RenderedEmail, renderEmailLayout } from './layout.ts';

/** The "forgot my password" link: valid for 1 hour, once. */
export function renderPasswordResetLink({ name, url }: { name: string; url: string }): RenderedEmail {
  return {
    subject: 'Redefinição de senha — Alinhavo',
    ...renderEmailLayout({
      preheader: 'Use o link para criar uma nova senha. Ele vale por 1 hora.',
      title: 'Redefina sua senha',
      paragraphs: [
        greeting(name),
        'Recebemos um pedido para redefinir a senha da sua conta no Alinhavo. Use o botão abaixo para criar uma nova senha.',
      ],
      action: { label: 'Redefinir senha', url },
      closing: [
        'O link vale por 1 hora e só pode ser usado uma vez.',
        'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
      ],
      footerNote:
        'Você recebeu este e-mail porque foi pedida a redefinição da senha desta conta no Alinhavo.',
    }),
  };
}
