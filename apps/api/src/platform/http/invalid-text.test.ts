import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { apiRoutes } from '../../modules/index.ts';
import { INVALID_TEXT_MESSAGE, invalidTextFields, isInvalidText } from './invalid-text.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Caracteres');
});
afterAll(() => ctx.close());

const NUL = 'linha\u0000nula';
const LONE_SURROGATE = 'meio \ud800 caractere';

/** Paths to every leaf of a zod schema (objects by key, arrays at index 0), as zod reports them. */
function leafPaths(schema: z.ZodType, prefix: (string | number)[] = []): (string | number)[][] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      leafPaths(child, [...prefix, key]),
    );
  }
  if (schema instanceof z.ZodArray) return leafPaths(schema.element as z.ZodType, [...prefix, 0]);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch
  ) {
    return leafPaths(schema.unwrap() as z.ZodType, prefix);
  }
  if (schema instanceof z.ZodPipe) return leafPaths(schema.in as z.ZodType, prefix);
  return prefix.length ? [prefix] : [];
}

/** A value with `text` at `path` (arrays and objects made along the way). */
function withText(path: (string | number)[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  const inner = withText(rest, text);
  if (typeof head === 'number') return [inner];
  return { [head]: inner };
}

const concrete = (path: string) => `/api${path.replace(/:[A-Za-z_]+/g, randomUUID())}`;

describe('invalidTextFields', () => {
  it('finds NUL and lone surrogates at any depth, by zod-style path; pairs (emoji) are fine', () => {
    expect(
      invalidTextFields({
        name: 'Ateliê 🧵',
        items: [{ note: 'ok' }, { note: NUL }],
        nested: { deep: [LONE_SURROGATE] },
        count: 3,
      }),
    ).toEqual({ 'items.1.note': INVALID_TEXT_MESSAGE, 'nested.deep.0': INVALID_TEXT_MESSAGE });
    expect(invalidTextFields(NUL)).toEqual({ _: INVALID_TEXT_MESSAGE });
    expect(invalidTextFields({ [`chave${NUL}`]: 'x' })).toEqual({ _: INVALID_TEXT_MESSAGE });
    expect(isInvalidText('\udc00 só a segunda metade')).toBe(true);
    expect(isInvalidText('🧵🪡')).toBe(false);
  });
});

describe('every route with a body: a NUL or a lone surrogate in any field is 400, never 500', () => {
  const withBody = apiRoutes.filter((r) => r.body);
  it('the router has routes with bodies to check', () => {
    expect(withBody.length).toBeGreaterThan(30);
  });
  for (const route of withBody) {
    const method = route.method.toUpperCase();
    it(`${method} ${route.path}`, async () => {
      const paths = leafPaths(route.body!);
      expect(paths.length, 'fields found in the body schema').toBeGreaterThan(0);
      for (const path of paths) {
        for (const text of [NUL, LONE_SURROGATE]) {
          const res = await owner.client.request(method, concrete(route.path), withText(path, text));
          const label = `${method} ${route.path} ${path.join('.')} ${JSON.stringify(text)}`;
          expect(res.status, label).toBe(400);
          expect(res.body.error.code, label).toBe('VALIDATION');
          expect(res.body.error.fields, label).toEqual({ [path.join('.')]: INVALID_TEXT_MESSAGE });
        }
      }
    });
  }
});

describe('every route with a query: a NUL in any parameter is 400, never 500', () => {
  const withQuery = apiRoutes.filter((r) => r.query);
  it('the router has routes with queries to check', () => {
    expect(withQuery.length).toBeGreaterThan(10);
  });
  for (const route of withQuery) {
    const method = route.method.toUpperCase();
    it(`${method} ${route.path}`, async () => {
      for (const [name] of leafPaths(route.query!)) {
        const res = await owner.client.request(
          method,
          `${concrete(route.path)}?${String(name)}=${encodeURIComponent(NUL)}`,
        );
        expect(res.status, `${route.path} ?${String(name)}`).toBe(400);
        expect(res.body.error.fields).toEqual({ [String(name)]: INVALID_TEXT_MESSAGE });
      }
    });
  }

  it('a query the route does not declare is checked too, and a percent-encoded lone surrogate never reaches a handler as one', async () => {
    const nul = await owner.client.get('/api/suppliers?qualquer=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.error.fields).toEqual({ qualquer: INVALID_TEXT_MESSAGE });
    // UTF-8 has no encoding for a lone surrogate: ED A0 80 is not valid, and is never decoded into one.
    const surrogate = await owner.client.get('/api/suppliers?q=%ED%A0%80');
    expect(surrogate.status).toBe(200);
  });
});

describe('better-auth routes and the public sign-up', () => {
  const anonymous = () => new TestClient(ctx.app);

  it('the public sign-up answers 400 for each field, and creates nothing', async () => {
    const valid = {
      fullName: 'Dona Teste',
      companyName: 'Confecção Nova',
      email: `nova-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Costura#2026',
    };
    for (const field of Object.keys(valid) as (keyof typeof valid)[]) {
      for (const text of [NUL, LONE_SURROGATE]) {
        const res = await anonymous().post('/api/auth/company/sign-up', { ...valid, [field]: text });
        expect(res.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(res.body.error.fields).toEqual({ [field]: INVALID_TEXT_MESSAGE });
      }
    }
    const signIn = await anonymous().post('/api/auth/sign-in/email', {
      email: valid.email,
      password: valid.password,
    });
    expect(signIn.status).toBe(401);
  });

  it('sign-in, password reset and invitation routes refuse it as well', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/auth/sign-in/email', { email: `a${NUL}@example.com`, password: 'x' }, 'email'],
      ['/api/auth/sign-in/email', { email: 'a@example.com', password: LONE_SURROGATE }, 'password'],
      ['/api/auth/request-password-reset', { email: LONE_SURROGATE }, 'email'],
      ['/api/auth/email-otp/request-password-reset', { email: NUL }, 'email'],
      ['/api/auth/invitation/accept', { token: NUL, password: 'Costura#2026' }, 'token'],
    ];
    for (const [path, body, field] of cases) {
      const res = await anonymous().post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.fields, path).toEqual({ [field]: INVALID_TEXT_MESSAGE });
    }
    const check = await anonymous().get(`/api/auth/invitation/check?token=${encodeURIComponent(NUL)}`);
    expect(check.status).toBe(400);
    expect(check.body.error.fields).toEqual({ token: INVALID_TEXT_MESSAGE });
  });
});

describe('forms and uploads', () => {
  const upload = (form: FormData) =>
    ctx.app.request(`${TEST_BASE_URL}/api/products/${randomUUID()}/photo`, {
      method: 'POST',
      headers: { cookie: owner.client.cookie, origin: TEST_BASE_URL },
      body: form,
    });

  it('a file name or a text field with a NUL in a multipart upload is 400', async () => {
    const named = new FormData();
    named.set(
      'photo',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      `foto${NUL}.jpg`,
    );
    const byName = await upload(named);
    expect(byName.status).toBe(400);
    expect(((await byName.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      photo: INVALID_TEXT_MESSAGE,
    });

    // A lone surrogate cannot travel in a multipart body: it is UTF-8 bytes, where it turns into U+FFFD.
    const field = new FormData();
    field.set('legenda', NUL);
    const byField = await upload(field);
    expect(byField.status).toBe(400);
    expect(((await byField.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      legenda: INVALID_TEXT_MESSAGE,
    });
  });

  it('an urlencoded form is checked too', async () => {
    const res = await ctx.app.request(`${TEST_BASE_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(NUL)}&password=x`,
    });
    expect(res.status).toBe(400);
  });

  it('text that is fine still reaches the route: accents, emoji, a real upload', async () => {
    const res = await owner.client.post('/api/suppliers', { name: 'Aviamentos Ção 🧵' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Aviamentos Ção 🧵');
  });
});
