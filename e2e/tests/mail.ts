import { expect } from '@playwright/test';
import { mailHttpPort } from '../playwright.config';

type Caught = { to: string[]; subject: string; text: string };

/** Waits for an e-mail to arrive at the test SMTP server and returns it. */
export async function waitForEmail(to: string, subject: RegExp): Promise<Caught> {
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${mailHttpPort}/messages?to=${encodeURIComponent(to)}`,
        );
        const messages = (await response.json()) as Caught[];
        found = messages.filter((m) => subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `no e-mail "${subject}" arrived for ${to}` },
    )
    .toBe(true);
  return found!;
}
