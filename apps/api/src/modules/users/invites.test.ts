import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  addMember,
  expireInvite,
  invitationLink,
  invitationToken,
  setCompanyPlan,
} from '../../../test/members.ts';
import {
  createTestApp,
  type SignedUpCompany,
  signUpCompany,
  TEST_BASE_URL,
  type TestContext,
} from '../../../test/test-app.ts';
import { runAsSystemForCompany } from '../../platform/db/tenant.ts';
import { userInvites } from '../companies/schema.ts';

let ctx: TestContext;
let owner: SignedUpCompany;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, 'Confecção Convites');
  // Many members and invitations below; the limit itself is tested on a company of its own.
  await setCompanyPlan(ctx, owner.companyId, 'enterprise');
});
afterAll(() => ctx.close());

const newEmail = (prefix = 'convidada') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

function inviteBody(email: string, overrides: Record<string, unknown> = {}) {
  return { email, fullName: 'Ana Costureira', role: 'user', selectedProfile: 'estoque', ...overrides };
}

async function storedInvite(companyId: string, id: string) {
  const [row] = await runAsSystemForCompany(ctx.db, companyId, (tx) =>
    tx.select().from(userInvites).where(eq(userInvites.id, id)),
  );
  return row!;
}

describe('POST /invites', () => {
  it('creates a pending invitation, stores only the token hash and e-mails a working /signup link', async () => {
    const email = newEmail();
    const res = await owner.client.post('/api/invites', inviteBody(`  ${email.toUpperCase()} `));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email,
      fullName: 'Ana Costureira',
      role: 'user',
      selectedProfile: 'estoque',
      status: 'pending',
      expired: false,
      acceptedAt: null,
      createdByName: 'Dona Teste',
    });
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBe(7);

    const link = invitationLink(ctx, email);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_BASE_URL}/signup`);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = ctx.mailer.last(email, 'invitation')!;
    expect(mail.subject).toBe('Dona Teste convidou você para a Confecção Convites no Alinhavo');
    expect(mail.text).toContain('Colaborador');
    expect(mail.text).toContain('Estoque');

    const row = await storedInvite(owner.companyId, res.body.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(res.body)).not.toContain(token);

    const check = await ctx.app.request(
      `${link.pathname}${link.search}`.replace('/signup', '/api/auth/invitation/check'),
    );
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ email, companyName: 'Confecção Convites' });
  });

  it('refuses an e-mail that is already a member, whatever its case (part1 §8)', async () => {
    const member = await addMember(ctx, owner.companyId, 'user');
    const res = await owner.client.post('/api/invites', inviteBody(member.email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Este usuário já faz parte da sua empresa.',
      fields: { email: 'Este usuário já faz parte da sua empresa.' },
    });
    const own = await owner.client.post('/api/invites', inviteBody(owner.email));
    expect(own.body.error.message).toBe('Este usuário já faz parte da sua empresa.');
  });

  it('refuses a second pending invitation for one e-mail and sends nothing more', async () => {
    const email = newEmail();
    expect((await owner.client.post('/api/invites', inviteBody(email))).status).toBe(201);
    const sent = ctx.mailer.sent.length;
    const again = await owner.client.post('/api/invites', inviteBody(email, { role: 'manager' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: 'Já existe um convite pendente para este email.',
      fields: { email: 'Já existe um convite pendente para este email.' },
    });
    expect(ctx.mailer.sent.length).toBe(sent);
  });

  it('replaces an expired pending invitation for the same e-mail', async () => {
    const email = newEmail();
    const first = await owner.client.post('/api/invites', inviteBody(email));
    const oldToken = invitationToken(ctx, email);
    await expireInvite(ctx, owner.companyId, first.body.id);
    const second = await owner.client.post('/api/invites', inviteBody(email, { selectedProfile: 'pdv' }));
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await owner.client.get(`/api/invites/${first.body.id}`)).status).toBe(404);
    const pending = (await owner.client.get('/api/invites')).body.pending.filter(
      (i: { email: string }) => i.email === email,
    );
    expect(pending).toHaveLength(1);
    expect(invitationToken(ctx, email)).not.toBe(oldToken);
  });

  it('answers an address with a login in another company exactly like a new one; only its owner is told, by e-mail', async () => {
    const other = await signUpCompany(ctx, 'Outra Confecção');
    const fresh = newEmail('nova');
    const taken = await owner.client.post('/api/invites', inviteBody(other.email.toUpperCase()));
    const unknown = await owner.client.post('/api/invites', inviteBody(fresh));
    expect(taken.status).toBe(201);
    expect(unknown.status).toBe(201);
    const shape = (invite: Record<string, unknown>) => ({
      ...invite,
      id: 'id',
      email: 'email',
      createdAt: 'at',
      expiresAt: 'at',
    });
    expect(shape(taken.body)).toEqual(shape(unknown.body));
    expect(taken.body).toMatchObject({ email: other.email, status: 'pending', expired: false });
    const pending = (await owner.client.get('/api/invites')).body.pending.map(
      (i: { email: string }) => i.email,
    );
    expect(pending).toEqual(expect.arrayContaining([other.email, fresh]));

    // The new address gets its link; the taken one a message with no link, so no second login is attempted.
    expect(ctx.mailer.last(fresh, 'invitation')?.text).toContain('/signup?token=');
    expect(ctx.mailer.last(other.email, 'invitation')).toBeUndefined();
    const told = ctx.mailer.last(other.email, 'invitation-account-elsewhere')!;
    expect(told.subject).toBe('Dona Teste convidou você para a Confecção Convites no Alinhavo');
    expect(told.text).toContain('Este e-mail já tem uma conta no Alinhavo em outra empresa');
    expect(told.text).not.toContain('token=');
    expect(told.html).not.toContain('token=');

    // Resending tells the owner again, still without a link; the inviter's answer is the usual one.
    const again = await owner.client.post(`/api/invites/${taken.body.id}/resend`);
    expect(again.status).toBe(200);
    expect(ctx.mailer.sent.filter((m) => m.to === other.email).map((m) => m.kind)).toEqual([
      'email-confirmation',
      'invitation-account-elsewhere',
      'invitation-account-elsewhere',
    ]);
  });

  it('explains each invalid field in Portuguese', async () => {
    const res = await owner.client.post('/api/invites', {
      email: 'sem-arroba',
      fullName: ' ',
      role: 'super_admin',
      selectedProfile: 'tudo',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      email: 'Por favor, insira um e-mail válido',
      fullName: 'Nome completo é obrigatório',
      role: 'Selecione a função',
      selectedProfile: 'Selecione o perfil',
    });
  });
});

describe('who may invite', () => {
  it('lets only an owner invite an owner', async () => {
    const admin = await addMember(ctx, owner.companyId, 'admin', {
      users: { canAccess: true, canWrite: true, canDelete: true },
    });
    const asAdmin = await admin.client.post('/api/invites', inviteBody(newEmail(), { role: 'owner' }));
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error.message).toBe('Você não pode atribuir esta função.');
    expect((await admin.client.post('/api/invites', inviteBody(newEmail(), { role: 'admin' }))).status).toBe(
      201,
    );
    expect((await owner.client.post('/api/invites', inviteBody(newEmail(), { role: 'owner' }))).status).toBe(
      201,
    );
  });

  it('refuses a manager even with every users permission, and a collaborator without it', async () => {
    const manager = await addMember(ctx, owner.companyId, 'manager', {
      users: { canAccess: true, canWrite: true, canDelete: true },
    });
    const invite = await owner.client.post('/api/invites', inviteBody(newEmail()));
    expect((await manager.client.get('/api/invites')).status).toBe(200);
    for (const res of [
      await manager.client.post('/api/invites', inviteBody(newEmail())),
      await manager.client.post(`/api/invites/${invite.body.id}/resend`),
      await manager.client.delete(`/api/invites/${invite.body.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para realizar esta ação.');
    }
    const collaborator = await addMember(ctx, owner.companyId, 'user', { suppliers: { canAccess: true } });
    expect((await collaborator.client.get('/api/invites')).status).toBe(403);
    expect((await collaborator.client.post('/api/invites', inviteBody(newEmail()))).status).toBe(403);
  });

  it('refuses an administrator whose row grants only reading users', async () => {
    const reader = await addMember(ctx, owner.companyId, 'admin', { users: { canAccess: true } });
    expect((await reader.client.get('/api/invites')).status).toBe(200);
    expect((await reader.client.post('/api/invites', inviteBody(newEmail()))).status).toBe(403);
  });
});

describe('user limit (part1 §9)', () => {
  it('counts active members and unexpired invitations against the plan', async () => {
    const small = await signUpCompany(ctx, 'Ateliê Pequeno');
    await setCompanyPlan(ctx, small.companyId, 'starter');
    const refused = await small.client.post('/api/invites', inviteBody(newEmail()));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Limite de usuários atingido. Seu plano permite apenas 1 usuário(s).',
    );
    expect((await small.client.get('/api/invites')).body.pending).toEqual([]);

    await setCompanyPlan(ctx, small.companyId, 'professional');
    for (let i = 0; i < 9; i++) {
      expect((await small.client.post('/api/invites', inviteBody(newEmail()))).status).toBe(201);
    }
    const tenth = await small.client.post('/api/invites', inviteBody(newEmail()));
    expect(tenth.body.error.message).toBe(
      'Limite de usuários atingido. Seu plano permite apenas 10 usuário(s).',
    );
    const { limit } = (await small.client.get('/api/users')).body;
    expect(limit).toEqual({ maxUsers: 10, currentUsers: 10, canAdd: false });

    // An expired invitation frees its seat, and renewing it takes the seat again.
    const pending = (await small.client.get('/api/invites')).body.pending;
    await expireInvite(ctx, small.companyId, pending[0].id);
    expect((await small.client.get('/api/users')).body.limit.currentUsers).toBe(9);
    expect((await small.client.post('/api/invites', inviteBody(newEmail()))).status).toBe(201);
    const renew = await small.client.post(`/api/invites/${pending[0].id}/resend`);
    expect(renew.status).toBe(409);
    expect(renew.body.error.message).toBe(
      'Limite de usuários atingido. Seu plano permite apenas 10 usuário(s).',
    );

    await setCompanyPlan(ctx, small.companyId, 'enterprise');
    expect((await small.client.post('/api/invites', inviteBody(newEmail()))).status).toBe(201);
    expect((await small.client.get('/api/users')).body.limit).toEqual({
      maxUsers: -1,
      currentUsers: 11,
      canAdd: true,
    });
  });
});

describe('GET /invites', () => {
  it('lists pending (with the expired flag) and accepted invitations of the company only', async () => {
    const company = await signUpCompany(ctx, 'Confecção Lista de Convites');
    const stranger = await signUpCompany(ctx, 'Confecção Estranha');
    const strangerEmail = newEmail('estranho');
    await stranger.client.post('/api/invites', inviteBody(strangerEmail));
    const [a, b, c] = [newEmail('a'), newEmail('b'), newEmail('c')];
    for (const email of [a, b, c]) await company.client.post('/api/invites', inviteBody(email));
    const list = (await company.client.get('/api/invites')).body;
    const idOf = (email: string) => list.pending.find((i: { email: string }) => i.email === email).id;
    await expireInvite(ctx, company.companyId, idOf(b));
    expect((await acceptInvitation(ctx, c)).res.status).toBe(200);

    const after = (await company.client.get('/api/invites')).body;
    expect(after.pending.map((i: { email: string; expired: boolean }) => [i.email, i.expired])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect(after.accepted).toHaveLength(1);
    expect(after.accepted[0]).toMatchObject({ email: c, status: 'accepted', createdByName: 'Dona Teste' });
    expect(after.accepted[0].acceptedAt).not.toBeNull();
    expect(JSON.stringify(after)).not.toContain(strangerEmail);
    expect(JSON.stringify(after)).not.toMatch(/token/i);
  });

  it('answers 404 for an invitation of another company, on every invitation route', async () => {
    const other = await signUpCompany(ctx, 'Confecção Vizinha');
    const email = newEmail();
    const theirs = await other.client.post('/api/invites', inviteBody(email));
    for (const res of [
      await owner.client.get(`/api/invites/${theirs.body.id}`),
      await owner.client.post(`/api/invites/${theirs.body.id}/resend`),
      await owner.client.delete(`/api/invites/${theirs.body.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Convite não encontrado ou não pertence à sua empresa');
    }
    expect((await other.client.get(`/api/invites/${theirs.body.id}`)).body.status).toBe('pending');
    expect(ctx.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
  });
});

describe('resend and cancel', () => {
  it('resending makes a new link with a new expiry; the old link stops working', async () => {
    const email = newEmail();
    const created = await owner.client.post('/api/invites', inviteBody(email));
    const oldToken = invitationToken(ctx, email);
    await expireInvite(ctx, owner.companyId, created.body.id);
    expect((await owner.client.get(`/api/invites/${created.body.id}`)).body.expired).toBe(true);

    const resent = await owner.client.post(`/api/invites/${created.body.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: created.body.id, status: 'pending', expired: false });
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const newToken = invitationToken(ctx, email);
    expect(newToken).not.toBe(oldToken);
    expect(ctx.mailer.sent.filter((m) => m.to === email && m.kind === 'invitation')).toHaveLength(2);

    const old = await ctx.app.request(`/api/auth/invitation/check?token=${oldToken}`);
    expect(old.status).toBe(404);
    const fresh = await ctx.app.request(`/api/auth/invitation/check?token=${newToken}`);
    expect(fresh.status).toBe(200);
  });

  it('cancels a pending invitation, whose link then stops working; accepted ones cannot be cancelled', async () => {
    const email = newEmail();
    const created = await owner.client.post('/api/invites', inviteBody(email));
    const token = invitationToken(ctx, email);
    expect((await owner.client.delete(`/api/invites/${created.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/invites/${created.body.id}`)).status).toBe(404);
    expect((await ctx.app.request(`/api/auth/invitation/check?token=${token}`)).status).toBe(404);
    const again = await owner.client.delete(`/api/invites/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Convite não encontrado ou não pertence à sua empresa');

    const acceptedEmail = newEmail();
    const accepted = await owner.client.post('/api/invites', inviteBody(acceptedEmail));
    await acceptInvitation(ctx, acceptedEmail);
    for (const res of [
      await owner.client.delete(`/api/invites/${accepted.body.id}`),
      await owner.client.post(`/api/invites/${accepted.body.id}/resend`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Convite não encontrado ou não pertence à sua empresa');
    }
    expect((await owner.client.get(`/api/invites/${accepted.body.id}`)).body.status).toBe('accepted');
  });

  it('keeps an administrator away from an owner invitation', async () => {
    const email = newEmail();
    const ownerInvite = await owner.client.post('/api/invites', inviteBody(email, { role: 'owner' }));
    const admin = await addMember(ctx, owner.companyId, 'admin', {
      users: { canAccess: true, canWrite: true, canDelete: true },
    });
    expect((await admin.client.post(`/api/invites/${ownerInvite.body.id}/resend`)).status).toBe(403);
    expect((await admin.client.delete(`/api/invites/${ownerInvite.body.id}`)).status).toBe(403);
    expect((await owner.client.get(`/api/invites/${ownerInvite.body.id}`)).body.status).toBe('pending');
  });
});
