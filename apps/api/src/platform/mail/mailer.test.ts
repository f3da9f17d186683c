import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';
import { APP_ROLE } from '../db/tenant.ts';
import type { Logger } from '../log/logger.ts';
import { createMailer, extractLinks, type Mailer, type OutgoingEmail } from './mailer.ts';
import { emailOutbox } from './schema.ts';
import { renderPasswordResetLink } from './templates/index.ts';

// --- an in-process SMTP server ------------------------------------------------------------------------------

type ReceivedMessage = { envelopeTo: string[]; raw: string; user?: string };

type TestSmtpServer = { port: number; messages: ReceivedMessage[]; close(): Promise<void> };

async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (it was free a moment ago). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// --- just enough MIME to read what arrived ------------------------------------------------------------------

/** Quoted-printable: soft line breaks removed, =XX turned back into bytes, read as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); adjacent words join without the space between. */
function decodeHeaderValue(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)+/gi, (words) => {
    const bytes: Buffer[] = [];
    for (const [, encoding, data] of words.matchAll(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi)) {
      if (encoding!.toUpperCase() === 'B') bytes.push(Buffer.from(data!, 'base64'));
      else {
        const qp = data!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
        bytes.push(Buffer.from(decodeURIComponent(qp), 'utf8'));
      }
    }
    return Buffer.concat(bytes).toString('utf8');
  });
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeHeaderValue(line.slice(name.length + 1).trim());
}

// --- fixtures -----------------------------------------------------------------------------------------------

const SMTP_PASSWORD = 'S3gredo-do-smtp';
const RESET_URL = 'https://alinhavo.example/redefinir-senha?token=tok_0123456789abcdefghij0123456789abcdef';

function resetEmail(to = `pessoa-${randomUUID().slice(0, 8)}@example.com`): OutgoingEmail {
  return {
    kind: 'password-reset-link',
    to,
    ...renderPasswordResetLink({ name: 'Maria Costa', url: RESET_URL }),
  };
}

function loggerStub() {
  const stub = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return { stub, logger: stub as unknown as Logger };
}

/** Puts an e-mail straight into the outbox, as if queued by another server process. */
async function store(emails: OutgoingEmail[], extra: Partial<PgInsertValue<typeof emailOutbox>> = {}) {
  const values = emails.map((e) => ({
    ...extra,
    kind: e.kind,
    toAddress: e.to,
    subject: e.subject,
    html: e.html,
    text: e.text,
  }));
  return db.insert(emailOutbox).values(values).returning();
}

async function rowsTo(db: Db, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
}

async function waitForRow(db: Db, to: string, done: (row: typeof emailOutbox.$inferSelect) => boolean) {
  return vi.waitFor(
    async () => {
      const [row] = await rowsTo(db, to);
      if (!row || !done(row)) throw new Error(`row not there yet: ${row?.status}/${row?.attempts}`);
      return row;
    },
    { timeout: 15_000, interval: 25 },
  );
}

let database: DatabaseHandle;
let db: Db;
const mailers: Mailer[] = [];
const servers: TestSmtpServer[] = [];

function mailer(options: Omit<Parameters<typeof createMailer>[0], 'db'>): Mailer {
  const created = createMailer({ db, ...options });
  mailers.push(created);
  return created;
}

async function smtpServer(port?: number) {
  const server = await startSmtpServer(port);
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  for (const m of mailers) await m.stop();
  for (const s of servers) await s.close();
  await database.close();
});

describe('mailer with SMTP', () => {
  it('queues, returns at once, and delivers through SMTP in the background', async () => {
    const server = await smtpServer();
    const { stub, logger } = loggerStub();
    const m = mailer({
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      from: 'Alinhavo <nao-responda@alinhavo.example>',
      logger,
    });
    const email = resetEmail();

    await m.queue(email);
    const [queued] = await rowsTo(db, email.to);
    expect(queued).toMatchObject({ kind: 'password-reset-link', subject: email.subject });

    const row = await waitForRow(db, email.to, (r) => r.status === 'sent');
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    const received = server.messages.filter((msg) => msg.envelopeTo.includes(email.to));
    expect(received).toHaveLength(1);
    const raw = received[0]!.raw;
    expect(header(raw, 'Subject')).toBe('Redefinição de senha — Alinhavo');
    expect(header(raw, 'To')).toContain(email.to);
    expect(header(raw, 'From')).toContain('nao-responda@alinhavo.example');
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain(`href="${RESET_URL}"`);
    expect(body).toContain(`Redefinir senha: ${RESET_URL}`);
    expect(body).toContain('Olá, Maria Costa.');

    // With SMTP configured, neither the link nor the body reach the log.
    const logged = JSON.stringify([
      ...stub.info.mock.calls,
      ...stub.warn.mock.calls,
      ...stub.error.mock.calls,
    ]);
    expect(logged).not.toContain('tok_0123456789');
    expect(logged).not.toContain('Maria Costa');
  });

  it('authenticates with the credentials in the URL', async () => {
    const server = await smtpServer();
    const m = mailer({
      smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${server.port}`,
      logger: loggerStub().logger,
    });
    const email = resetEmail();
    await m.queue(email);
    await waitForRow(db, email.to, (r) => r.status === 'sent');
    expect(server.messages.find((msg) => msg.envelopeTo.includes(email.to))?.user).toBe('mailer');
  });

  it('keeps the e-mail when the SMTP server is down, and sends it on a later attempt', async () => {
    const port = await freePort();
    const { stub, logger } = loggerStub();
    const m = mailer({ smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:${port}`, logger });
    const email = resetEmail();

    const before = Date.now();
    await expect(m.queue(email)).resolves.toBeUndefined();
    const failed = await waitForRow(db, email.to, (r) => r.attempts === 1);
    expect(failed.status).toBe('pending');
    expect(failed.transport).toBeNull();
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError).not.toContain(SMTP_PASSWORD);
    // The first retry waits a minute.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(before + 50_000);
    expect(failed.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 70_000);
    expect(JSON.stringify(stub.warn.mock.calls)).not.toContain(SMTP_PASSWORD);

    // Not due yet: nothing happens.
    await m.deliverDue();
    expect((await rowsTo(db, email.to))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // The server comes back; two minutes later the retry goes through.
    const server = await smtpServer(port);
    const sent = await m.deliverDue(new Date(Date.now() + 2 * 60_000));
    expect(sent).toBeGreaterThanOrEqual(1);
    const [row] = await rowsTo(db, email.to);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 2, lastError: null });
    expect(server.messages.filter((msg) => msg.envelopeTo.includes(email.to))).toHaveLength(1);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h and gives up after 6 attempts', async () => {
    const port = await freePort();
    const m = mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, logger: loggerStub().logger });
    const email = resetEmail();
    const [inserted] = await store([email]);

    const minutes = [1, 5, 30, 120, 360];
    let now = new Date(inserted!.nextAttemptAt.getTime() + 1_000);
    for (const [index, wait] of minutes.entries()) {
      await m.deliverDue(now);
      const [row] = await rowsTo(db, email.to);
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + wait * 60_000);
      now = new Date(row!.nextAttemptAt.getTime() + 1_000);
    }
    await m.deliverDue(now);
    const [row] = await rowsTo(db, email.to);
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    expect(row!.lastError).toBeTruthy();

    // Given up: later runs leave it alone.
    await m.deliverDue(new Date(now.getTime() + 24 * 3_600_000));
    expect((await rowsTo(db, email.to))[0]).toMatchObject({ status: 'failed', attempts: 6 });
  });

  it('sends each e-mail once when two deliveries run at the same time', async () => {
    const server = await smtpServer();
    const url = `smtp://127.0.0.1:${server.port}`;
    const first = mailer({ smtpUrl: url, logger: loggerStub().logger });
    const second = mailer({ smtpUrl: url, logger: loggerStub().logger });
    const emails = Array.from({ length: 30 }, () => resetEmail());
    await store(emails);

    const at = new Date(Date.now() + 1_000);
    const counts = await Promise.all([first.deliverDue(at), second.deliverDue(at), first.deliverDue(at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(emails.length);

    const addresses = emails.map((e) => e.to);
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, addresses));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const address of addresses) {
      expect(server.messages.filter((msg) => msg.envelopeTo.includes(address))).toHaveLength(1);
    }
  });

  it('takes back a row left "sending" for over 10 minutes', async () => {
    const server = await smtpServer();
    const m = mailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, logger: loggerStub().logger });
    const email = resetEmail();
    // Claimed by a process that died: its 10-minute lease ran out a minute ago.
    await store([email], { status: 'sending', nextAttemptAt: sql`now() - interval '1 minute'` });
    // Claimed a minute ago by a process still working on it.
    const fresh = resetEmail();
    await store([fresh], { status: 'sending', nextAttemptAt: sql`now() + interval '9 minutes'` });

    await m.deliverDue();
    expect((await rowsTo(db, email.to))[0]).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect((await rowsTo(db, fresh.to))[0]).toMatchObject({ status: 'sending' });
    expect(server.messages.filter((msg) => msg.envelopeTo.includes(fresh.to))).toHaveLength(0);
  });
});

describe('mailer without SMTP (log transport)', () => {
  it('keeps the e-mail in the outbox, marks it sent by log and logs its links', async () => {
    const { stub, logger } = loggerStub();
    const m = mailer({ logger });
    const email = resetEmail();

    await m.queue(email);
    const row = await waitForRow(db, email.to, (r) => r.status === 'sent');
    expect(row).toMatchObject({
      status: 'sent',
      transport: 'log',
      attempts: 1,
      html: email.html,
      text: email.text,
    });

    const call = stub.info.mock.calls.find(([fields]) => fields?.emailId === row.id);
    expect(call).toBeDefined();
    expect(call![0]).toEqual({
      emailId: row.id,
      kind: 'password-reset-link',
      to: email.to,
      subject: 'Redefinição de senha — Alinhavo',
      links: [RESET_URL],
    });
    // The body itself is never logged.
    expect(JSON.stringify(stub.info.mock.calls)).not.toContain('Olá, Maria Costa');
  });

  it('runs the retry worker until stopped', async () => {
    const { stub, logger } = loggerStub();
    const m = mailer({ logger, retryIntervalMs: 20 });
    const email = resetEmail();
    await store([email]);
    m.start();
    await waitForRow(db, email.to, (r) => r.status === 'sent');
    await m.stop();
    expect(stub.warn).toHaveBeenCalledWith(expect.stringContaining('SMTP is not configured'));
    expect(stub.info).toHaveBeenCalled();
  });

  it('never throws from queue, even when the outbox cannot be written', async () => {
    const { stub, logger } = loggerStub();
    const closed = await openTestDatabase();
    await closed.close();
    const m = createMailer({ db: closed.db, logger });
    await expect(m.queue(resetEmail())).resolves.toBeUndefined();
    await m.stop();
    expect(stub.error).toHaveBeenCalledOnce();
    expect(stub.error.mock.calls[0]![0]).toMatchObject({
      kind: 'password-reset-link',
      error: expect.any(String),
    });
    // A failed query's parameters (the body, its links) stay out of the log.
    const logged = JSON.stringify(stub.error.mock.calls);
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('Redefinição de senha');
    expect(logged).not.toContain('tok_0123456789');
    expect(logged).not.toContain('Maria Costa');
  });
});

describe('the outbox table', () => {
  it('is never written by the application role, and read by it only for platform staff', async () => {
    const result = await db.execute(sql`
      select has_table_privilege(${APP_ROLE}, 'email_outbox', 'INSERT') as can_insert,
             has_table_privilege(${APP_ROLE}, 'email_outbox', 'UPDATE') as can_update,
             has_table_privilege(${APP_ROLE}, 'email_outbox', 'DELETE') as can_delete`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      can_insert: false,
      can_update: false,
      can_delete: false,
    });
    // Reading is covered by platform/db/staff-policies.test.ts: rows appear only with the staff setting.
  });

  it('finds every http(s) link in a text body', () => {
    expect(
      extractLinks('Abra https://a.example/x?t=1 ou http://b.example.\n(https://a.example/x?t=1)'),
    ).toEqual(['https://a.example/x?t=1', 'http://b.example']);
  });
});
