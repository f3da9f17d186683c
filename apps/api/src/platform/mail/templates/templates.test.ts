import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  type RenderedEmail,
  renderAccountRestored,
  renderEmailConfirmation,
  renderEmailLayout,
  renderInvitation,
  renderPasswordResetCode,
  renderPasswordResetLink,
} from './index.ts';

const URL_WITH_QUERY = 'https://alinhavo.example/redefinir-senha?token=abc123&origem=email';
const FOOTER = 'Alinhavo — gestão para confecções e facções.';

/** What every message with a button has: the link on the button and written out, in both versions. */
function expectActionLink(email: RenderedEmail, label: string, url: string) {
  const escaped = escapeHtml(url);
  expect(email.html).toContain(`href="${escaped}"`);
  expect(email.html.split(`href="${escaped}"`)).toHaveLength(3); // the button and the written-out link
  expect(email.html).toContain(`>${label}</a>`);
  expect(email.text).toContain(`${label}: ${url}`);
}

function expectShape(email: RenderedEmail) {
  expect(email.html).toMatch(/^<!DOCTYPE html>/);
  expect(email.html).toContain('lang="pt-BR"');
  expect(email.html).toContain('#0f766e');
  expect(email.html).toContain('>Alinhavo</td>');
  expect(email.html).toContain(FOOTER);
  expect(email.html).toContain('Você recebeu este e-mail porque');
  expect(email.html).not.toMatch(/<(style|script|link)\b/i); // inline styles only
  expect(email.text).toContain(FOOTER);
  expect(email.text).toContain('Você recebeu este e-mail porque');
  expect(email.text).not.toMatch(/<[a-z]/i);
  expect(email.subject).not.toMatch(/[\r\n]/);
}

describe('e-mail templates', () => {
  it('password reset link: 1 hour, once, ignore if not asked', () => {
    const email = renderPasswordResetLink({ name: 'Maria Costa', url: URL_WITH_QUERY });
    expect(email.subject).toBe('Redefinição de senha — Alinhavo');
    expectShape(email);
    expectActionLink(email, 'Redefinir senha', URL_WITH_QUERY);
    expect(email.html).toContain(
      'href="https://alinhavo.example/redefinir-senha?token=abc123&amp;origem=email"',
    );
    for (const version of [email.html, email.text]) {
      expect(version).toContain('Olá, Maria Costa.');
      expect(version).toContain('1 hora');
      expect(version).toContain('só pode ser usado uma vez');
      expect(version).toContain('Se você não pediu');
    }
  });

  it('password reset code: the code big and spaced, with its validity', () => {
    const email = renderPasswordResetCode({ name: 'Maria', code: '482913', minutes: 15 });
    expect(email.subject).toBe('Seu código para redefinir a senha — Alinhavo');
    expectShape(email);
    expect(email.html).toMatch(/font-size:32px;[^"]*letter-spacing:10px;[^"]*">482913<\/td>/);
    expect(email.text).toMatch(/\n482913\n/);
    expect(email.text).toContain('15 minutos');
    expect(email.html).not.toContain('<a ');
    expect(renderPasswordResetCode({ name: 'Maria', code: '1', minutes: 1 }).text).toContain('1 minuto ');
  });

  it('invitation: who invites, to which company, role and profile, button to accept', () => {
    const email = renderInvitation({
      inviteeName: 'João',
      inviterName: 'Ana Souza',
      companyName: 'Confecção Aurora',
      roleLabel: 'Usuário',
      profileLabel: 'Produção',
      url: 'https://alinhavo.example/convite/xyz',
      expiresInDays: 7,
    });
    expect(email.subject).toBe('Ana Souza convidou você para a Confecção Aurora no Alinhavo');
    expectShape(email);
    expectActionLink(email, 'Aceitar convite', 'https://alinhavo.example/convite/xyz');
    for (const version of [email.html, email.text]) {
      expect(version).toContain('Olá, João.');
      expect(version).toContain('Usuário');
      expect(version).toContain('Produção');
      expect(version).toContain('7 dias');
    }
  });

  it('account restored: company, who restored it, button to sign in', () => {
    const email = renderAccountRestored({
      name: 'João',
      companyName: 'Facção Boa Costura',
      restoredBy: 'Ana Souza',
      url: 'https://alinhavo.example/entrar',
    });
    expect(email.subject).toBe('Seu acesso à Facção Boa Costura foi reativado');
    expectShape(email);
    expectActionLink(email, 'Entrar no Alinhavo', 'https://alinhavo.example/entrar');
    expect(email.text).toContain('Ana Souza reativou seu acesso à Facção Boa Costura');
  });

  it('e-mail confirmation: button to confirm', () => {
    const email = renderEmailConfirmation({ name: '', url: 'https://alinhavo.example/confirmar?t=1' });
    expect(email.subject).toBe('Confirme seu e-mail — Alinhavo');
    expectShape(email);
    expectActionLink(email, 'Confirmar e-mail', 'https://alinhavo.example/confirmar?t=1');
    expect(email.text).toContain('Olá.');
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '<script>alert("x")</script> & \'co\'';
    const email = renderInvitation({
      inviteeName: hostile,
      inviterName: hostile,
      companyName: hostile,
      roleLabel: hostile,
      profileLabel: hostile,
      url: 'https://alinhavo.example/convite?a=1&b="2"',
      expiresInDays: 3,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('"x"');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
    expect(email.html).toContain('href="https://alinhavo.example/convite?a=1&amp;b=&quot;2&quot;"');
    // The plain-text version is not HTML: it keeps the text as typed.
    expect(email.text).toContain(hostile);

    const reset = renderPasswordResetLink({ name: '<script>', url: URL_WITH_QUERY });
    expect(reset.html).not.toContain('<script>');
    expect(reset.html).toContain('Olá, &lt;script&gt;.');
  });

  it('keeps subjects on one line whatever the names contain', () => {
    const email = renderAccountRestored({
      name: 'João',
      companyName: 'Aurora\r\nBcc: alguem@example.com',
      restoredBy: 'Ana',
      url: 'https://alinhavo.example/entrar',
    });
    expect(email.subject).toBe('Seu acesso à Aurora Bcc: alguem@example.com foi reativado');
  });

  it('accepts only absolute http(s) links', () => {
    for (const url of ['javascript:alert(1)', '/relative', 'data:text/html,x', 'https://a b']) {
      expect(() => renderEmailConfirmation({ name: 'x', url })).toThrow();
    }
  });

  it('lays out a message without a button or code', () => {
    const { html, text } = renderEmailLayout({
      preheader: 'Resumo',
      title: 'Título',
      paragraphs: ['Primeiro parágrafo.'],
      footerNote: 'Você recebeu este e-mail porque sim.',
    });
    expect(html).toContain('Primeiro parágrafo.');
    expect(html).not.toContain('<a ');
    expect(text).toBe(
      `Alinhavo\n\nTítulo\n\nPrimeiro parágrafo.\n\n--\nVocê recebeu este e-mail porque sim.\n${FOOTER}\n`,
    );
  });
});
