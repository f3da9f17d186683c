// A local SMTP server for the browser journeys: the app sends real e-mail to it, and the tests read what arrived
// over a small HTTP endpoint (GET /messages?to=address).
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

type Caught = { to: string[]; subject: string; text: string; receivedAt: string };
const messages: Caught[] = [];
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2526);

/** Decodes quoted-printable (soft line breaks and =XX bytes, as UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words; the white space between two adjacent ones is not part of the text (§6.2). */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?UTF-8\?)/gi, '$1')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      const subject = decodeHeader(unfolded.match(/^Subject: (.*)$/im)?.[1] ?? '');
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject,
        text: decodeQuotedPrintable(rest.join('\n\n')),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${httpPort}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
}).listen(httpPort, '127.0.0.1');
