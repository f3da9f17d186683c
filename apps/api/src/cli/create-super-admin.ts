import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { INVITE_MESSAGES, newPasswordSchema, roleLabel } from '@alinhavo/domain';
import { type Config, loadConfig } from '../config.ts';
import {
  createStaffMember,
  emailHasLogin,
  PLATFORM_COMPANY_NAME,
  staffMemberInputSchema,
} from '../modules/admin/index.ts';
import { EMAIL_TAKEN_MESSAGE } from '../modules/companies/index.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import { AppError, fieldErrors } from '../platform/http/errors.ts';
import { safeError } from '../platform/log/safe-error.ts';
import { embeddedTemplate, ensureDemo } from '../seed/demo-first-start.ts';
import { PromptCancelled, promptHidden } from './prompt-hidden.ts';

const USAGE = `Uso: npm run create-super-admin -w @alinhavo/api -- --email <e-mail> --name "<nome>" [--role support]

Cria um membro da equipe da plataforma (${PLATFORM_COMPANY_NAME}), que acessa /app/admin:
Super Admin (padrão) ou Suporte (--role support).
A senha vem da variável SUPER_ADMIN_PASSWORD; sem ela, é pedida duas vezes no terminal.
Usa o mesmo banco do servidor (DATABASE_URL, ou DATA_DIR com o banco embutido).
Com o banco embutido, pare o servidor antes: a pasta de dados só pode ser aberta por um processo de cada vez.`;

const PASSWORD_TRIES = 3;

class CliError extends Error {}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const details = staffMemberInputSchema
    .pick({ email: true, fullName: true, role: true })
    .safeParse({ email: args.email, fullName: args.name, role: args.role });
  if (!details.success) throw new CliError(`${describeFields(fieldErrors(details.error))}\n\n${USAGE}`);
  const envPassword = process.env.SUPER_ADMIN_PASSWORD || undefined;
  if (envPassword !== undefined) {
    const check = newPasswordSchema.safeParse(envPassword);
    if (!check.success) throw new CliError(`SUPER_ADMIN_PASSWORD: ${check.error.issues[0]?.message}`);
  } else if (!process.stdin.isTTY) {
    throw new CliError(
      'Informe a senha na variável SUPER_ADMIN_PASSWORD ou rode o comando em um terminal para digitá-la.',
    );
  }

  const config = loadConfig();
  const embeddedDir = config.databaseUrl ? undefined : embeddedFolder(config);
  const database = await openDatabase(
    embeddedDir
      ? { dataDir: embeddedDir, template: embeddedTemplate(config) }
      : { databaseUrl: config.databaseUrl as string, poolSize: 1 },
  );
  try {
    await database.migrate();
    await seedLikeFirstStart(database, embeddedDir, config);
    if (await emailHasLogin(database.db, details.data.email)) {
      throw new CliError(`${EMAIL_TAKEN_MESSAGE} (${details.data.email})`);
    }
    const password = envPassword ?? (await askPassword());
    const created = await createStaffMember(database.db, { ...details.data, password });
    console.log(
      `${roleLabel(created.role)} criado: ${details.data.fullName} <${created.email}> na ${PLATFORM_COMPANY_NAME}.` +
        `\nEntre em ${config.publicUrl}/auth e abra ${config.publicUrl}/app/admin.`,
    );
  } finally {
    await database.close();
  }
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', default: 'super_admin' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
}

/**
 * PGlite does not lock its folder, and two processes writing it would corrupt it. A running PGlite keeps
 * postmaster.pid in the folder and removes it when it closes, so its presence means the server is running (or
 * was killed without closing).
 */
function embeddedFolder(config: Config): string {
  const folder = resolve(config.dataDir, 'pgdata');
  const pidFile = join(folder, 'postmaster.pid');
  if (existsSync(pidFile)) {
    throw new CliError(
      `A pasta de dados ${folder} está em uso por um servidor do Alinhavo: o banco embutido só pode ser aberto ` +
        'por um processo de cada vez. Pare o servidor e rode o comando de novo.\n' +
        `Se nenhum servidor estiver rodando, o último não foi encerrado corretamente: apague ${pidFile} e tente de novo.`,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  return folder;
}

/**
 * The server's first start creates the demo company only on a database without logins; run before it, this
 * command would silently prevent that. So it does the same first: the order of the two never matters.
 */
async function seedLikeFirstStart(
  database: DatabaseHandle,
  embeddedDir: string | undefined,
  config: Config,
): Promise<void> {
  if (!config.seedDemo) return;
  if (await ensureDemo(database, embeddedDir)) {
    console.log('Banco vazio: empresa de demonstração criada, como na primeira execução do servidor.');
  }
}

async function askPassword(): Promise<string> {
  for (let attempt = 1; attempt <= PASSWORD_TRIES; attempt++) {
    const password = await promptHidden('Senha: ');
    const check = newPasswordSchema.safeParse(password);
    if (!check.success) {
      console.error(check.error.issues[0]?.message);
      continue;
    }
    if ((await promptHidden('Repita a senha: ')) === password) return password;
    console.error(INVITE_MESSAGES.passwordsDiffer);
  }
  throw new CliError('Nenhuma senha válida foi informada.');
}

function describeFields(fields: Record<string, string>): string {
  const names: Record<string, string> = {
    email: '--email',
    fullName: '--name',
    role: '--role',
    password: 'Senha',
  };
  return Object.entries(fields)
    .map(([field, message]) => `${names[field] ?? field}: ${message}`)
    .join('\n');
}

try {
  await main();
} catch (error) {
  if (error instanceof CliError) console.error(error.message);
  else if (error instanceof PromptCancelled) console.error('Cancelado.');
  else if (error instanceof AppError)
    console.error(error.fields ? describeFields(error.fields) : error.message);
  else {
    const { type, cause, message, code } = safeError(error);
    console.error('Erro inesperado:', type, code ?? '', cause ?? message ?? '');
  }
  process.exitCode = 1;
}
