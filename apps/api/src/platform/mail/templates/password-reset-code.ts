import { formatCount } from '@alinhavo/domain';
import { greeting, type RenderedEmail, renderEmailLayout } from './layout.ts';

/** A one-time code to reset the password (for when a link cannot be opened on the same device). */
export function renderPasswordResetCode({
  name,
  code,
  minutes,
}: {
  name: string;
  code: string;
  minutes: number;
}): RenderedEmail {
  const validity = formatCount(minutes, 'minuto', 'minutos');
  return {
    subject: 'Seu código para redefinir a senha — Alinhavo',
    ...renderEmailLayout({
      preheader: `Use o código para redefinir sua senha. Ele vale por ${validity}.`,
      title: 'Seu código para redefinir a senha',
      paragraphs: [greeting(name), 'Use este código para redefinir a senha da sua conta no Alinhavo:'],
      code,
      closing: [
        `O código vale por ${validity} e só pode ser usado uma vez. Não o compartilhe com ninguém: a equipe do Alinhavo nunca pede este código.`,
        'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
      ],
      footerNote:
        'Você recebeu este e-mail porque foi pedida a redefinição da senha desta conta no Alinhavo.',
    }),
  };
}
