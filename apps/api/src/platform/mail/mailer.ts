import { and, DrizzleQueryError, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log/logger.ts';
import { type EmailOutboxRow, type EmailTransport, emailOutbox } from './schema.ts';

export type OutgoingEmail = { kind: string; to: string; subject: string; html: string; text: string };

export type Mailer = {
  /** Stores the e-mail in the outbox and starts delivering it in the background. Never throws, never waits for SMTP. */
  queue(email: OutgoingEmail): Promise<void>;
  /** Delivers every pending e-mail whose time has come; returns how many were sent. Used by the worker and by tests. */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the periodic retry worker (every 30 s by default); stop() ends it. */
  start(): void;
  stop(): Promise<void>;
};

export type MailerOptions = {
  /** The base (owner) connection: the outbox is platform data, not tenant data. */
  db: Db;
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. Unset: the log transport (development). */
  smtpUrl?: string;
  /** The From header, e.g. 'Alinhavo <nao-responda@example.com>'. */
  from?: string;
  logger: Logger;
  retryIntervalMs?: number;
};

/** Waits after the 1st, 2nd, … failed attempt; after the last one the e-mail is given up ('failed'). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A row claimed for delivery ('sending') longer than this is considered abandoned and due again. */
export const CLAIM_LEASE_MS = 10 * 60_000;
const DEFAULT_RETRY_INTERVAL_MS = 30_000;
const CLAIM_BATCH = 20;
const DEFAULT_FROM = 'Alinhavo <nao-responda@alinhavo.app>';

type SendResult = { transport: EmailTransport };

/**
 * The e-mail platform: every message goes to the `email_outbox` table first, then out through SMTP (when
 * configured) or the server log. Delivery runs in the background and is retried with backoff; the request that
 * queued the message never waits for it nor sees its failures.
 *
 * Call `queue` outside any tenant transaction (after it commits): on PGlite the one connection is held by the
 * transaction, so the insert would wait on itself.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl, logger } = options;
  const from = options.from ?? DEFAULT_FROM;
  const retryIntervalMs = options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS;
  const secrets = smtpSecrets(smtpUrl);
  const transporter = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A background sender gives up on a dead server quickly and retries later.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
    : undefined;

  const inFlight = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let workerRunning = false;
  let stopped = false;

  function track(work: Promise<unknown>): void {
    const guarded = work.catch((error) =>
      logger.error({ error: describeError(error, secrets) }, 'e-mail delivery crashed'),
    );
    inFlight.add(guarded);
    void guarded.finally(() => inFlight.delete(guarded));
  }

  /**
   * Claims due rows in one statement: marks them 'sending' with a lease, skipping rows another delivery holds.
   * A single statement, so it never waits on a transaction of our own (PGlite has one connection).
   */
  async function claim(at: Date | undefined, id?: string): Promise<EmailOutboxRow[]> {
    const atSql = pointInTime(at);
    const due = and(
      inArray(emailOutbox.status, ['pending', 'sending']),
      lte(emailOutbox.nextAttemptAt, atSql),
      id ? eq(emailOutbox.id, id) : undefined,
    );
    const candidates = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(due)
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return (
      db
        .update(emailOutbox)
        .set({
          status: 'sending',
          nextAttemptAt: sql`${atSql} + make_interval(secs => ${CLAIM_LEASE_MS / 1000})`,
        })
        // ARRAY(subquery) is evaluated once, so the rows locked are exactly the rows updated.
        .where(sql`${emailOutbox.id} = any(array(${candidates}))`)
        .returning()
    );
  }

  async function send(row: EmailOutboxRow): Promise<SendResult> {
    if (!transporter) {
      // Development: the message stays readable in the outbox and its links are one click away in the log.
      logger.info(
        {
          emailId: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          links: extractLinks(row.text),
        },
        'e-mail not sent (SMTP is not configured): kept in the outbox',
      );
      return { transport: 'log' };
    }
    await transporter.sendMail({
      from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      textEncoding: 'quoted-printable',
    });
    logger.info({ emailId: row.id, kind: row.kind, to: row.toAddress }, 'e-mail sent');
    return { transport: 'smtp' };
  }

  /** Sends one claimed row and records the outcome. A delivery failure is recorded, not thrown. */
  async function deliverRow(row: EmailOutboxRow, at: Date | undefined): Promise<boolean> {
    const attempts = row.attempts + 1;
    const claimedByUs = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'));
    let transport: EmailTransport;
    try {
      ({ transport } = await send(row));
    } catch (error) {
      const lastError = describeError(error, secrets);
      const giveUp = attempts >= MAX_ATTEMPTS;
      const delayMs = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError,
          nextAttemptAt: sql`${pointInTime(at)} + make_interval(secs => ${delayMs / 1000})`,
        })
        .where(claimedByUs);
      logger.warn(
        { emailId: row.id, kind: row.kind, attempts, error: lastError, gaveUp: giveUp },
        giveUp ? 'e-mail delivery failed: giving up' : 'e-mail delivery failed: will retry',
      );
      return false;
    }
    await db
      .update(emailOutbox)
      .set({ status: 'sent', transport, attempts, lastError: null, sentAt: sql`now()` })
      .where(claimedByUs);
    return true;
  }

  async function deliver(at: Date | undefined, id?: string): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(at, id);
      for (const row of rows) {
        if (await deliverRow(row, at)) sent += 1;
      }
      // Claimed rows leave the due set (sent, leased or rescheduled), so this ends.
      if (rows.length < CLAIM_BATCH || id) return sent;
    }
  }

  async function runWorker(): Promise<void> {
    if (workerRunning) return;
    workerRunning = true;
    try {
      await deliver(undefined);
    } finally {
      workerRunning = false;
    }
  }

  return {
    async queue(email) {
      let id: string;
      try {
        const [row] = await db
          .insert(emailOutbox)
          .values({
            kind: email.kind,
            toAddress: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
          })
          .returning({ id: emailOutbox.id });
        id = row!.id;
      } catch (error) {
        logger.error(
          { kind: email.kind, error: describeError(error, secrets) },
          'e-mail could not be stored in the outbox',
        );
        return;
      }
      // After stop() (shutting down) the row stays pending for the next start.
      if (stopped) return;
      track(new Promise<void>((resolve) => setImmediate(resolve)).then(() => deliver(undefined, id)));
    },

    deliverDue(now) {
      return deliver(now);
    },

    start() {
      stopped = false;
      if (timer) return;
      if (!transporter) {
        logger.warn(
          'SMTP is not configured (SMTP_URL): e-mails are kept in the outbox and printed to this log',
        );
      }
      track(runWorker());
      timer = setInterval(() => track(runWorker()), retryIntervalMs);
      timer.unref();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      transporter?.close();
    },
  };
}

/** The given instant (tests and catch-up runs), or the database's clock. */
function pointInTime(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/** Every http(s) address in a plain-text body, once each (without the sentence's final punctuation). */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/gi) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/** The user name and password of the SMTP URL, raw and decoded, to scrub from error messages. */
function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  const found = new Set<string>([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    for (const part of [url.username, url.password]) {
      if (!part) continue;
      found.add(part);
      try {
        found.add(decodeURIComponent(part));
      } catch {
        // not percent-encoded
      }
    }
  } catch {
    // not a URL: nodemailer reports it
  }
  return [...found].filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

/**
 * A short error description for the outbox and the log, without the SMTP credentials, and without a failed
 * query's text and parameters (they would carry the message body and its links).
 */
function describeError(error: unknown, secrets: string[]): string {
  if (error instanceof DrizzleQueryError) {
    return `database error: ${describeError(error.cause ?? 'unknown', secrets)}`.slice(0, 500);
  }
  const base = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  let message = typeof code === 'string' && !base.includes(code) ? `${code}: ${base}` : base;
  for (const secret of secrets) message = message.split(secret).join('***');
  return message.slice(0, 500);
}
