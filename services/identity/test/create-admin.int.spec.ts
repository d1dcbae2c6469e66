import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_AUDIT_ACTORS } from '@prop/contracts/audit';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';
import { CREATE_ADMIN_MESSAGES, main } from '../src/cli/create-admin.ts';
import { findAdminByEmail } from '../src/db/admins.ts';
import { startIdentity } from './helper.ts';

const SERVICE_DIR = fileURLToPath(new URL('..', import.meta.url));
const STRONG_PASSWORD = 'tidal orchid quarry 58';

describe('admin:create, the command that creates an admin', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let env: Record<string, string>;
  let folder: string;
  beforeAll(async () => {
    identity = await startIdentity();
    const { DATABASE_URL, DB_SCHEMA, NAMESPACE } = identity.config;
    env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL, DB_SCHEMA, NAMESPACE };
    folder = await mkdtemp(join(tmpdir(), 'admin-create-'));
  });
  afterAll(async () => {
    await identity.close();
    await rm(folder, { recursive: true, force: true });
  });

  const newEmail = () => `admin-${Math.random().toString(36).slice(2, 10)}@example.com`;

  /** Runs the command in this process with the password piped on stdin, and keeps what it printed. */
  async function run(argv: string[], stdin: string, runEnv: Record<string, string> = env) {
    let stdout = '';
    let stderr = '';
    const code = await main(
      argv,
      {
        stdin: Readable.from([stdin]),
        stdout: { write: (line: string) => (stdout += line) },
        stderr: { write: (line: string) => (stderr += line) },
      },
      runEnv,
    );
    return { code, stdout, stderr };
  }

  const logIn = (email: string, password: string) =>
    identity.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

  it('creates an admin who can sign in, audited under the command line', async () => {
    const email = newEmail();
    const result = await run([email, 'Ada', 'Lovelace'], `${STRONG_PASSWORD}\n`);
    expect(result).toEqual({ code: 0, stdout: `${CREATE_ADMIN_MESSAGES.created(email)}\n`, stderr: '' });

    const login = await logIn(email, STRONG_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ admin: { email } });
    const admin = await findAdminByEmail(identity.deps.db, email);
    expect(admin?.name).toBe('Ada Lovelace');
    expect(await auditRecordsAbout(identity.deps.db, admin?.id ?? '')).toEqual([
      {
        actorId: SYSTEM_AUDIT_ACTORS.cli.id,
        action: 'admin.created',
        target: { type: 'admin', id: admin?.id },
        before: null,
        after: { email, name: 'Ada Lovelace' },
        requestId: 'system-cli',
      },
    ]);
  });

  it('refuses a password the sign-up would refuse, or one shorter than an admin needs', async () => {
    const email = newEmail();
    for (const [password, reason] of [
      ['password1234', AUTH_MESSAGES.passwordTooCommon],
      ['qwertyuiop12', AUTH_MESSAGES.passwordTooCommon],
      ['Xk4#tq9', CREATE_ADMIN_MESSAGES.passwordTooShort],
    ] as const) {
      expect(await run([email, 'Ada', 'Lovelace'], password)).toEqual({
        code: 1,
        stdout: '',
        stderr: `identity: ${reason}\n`,
      });
    }
    expect(await findAdminByEmail(identity.deps.db, email)).toBeUndefined();
  });

  it('refuses an e-mail an admin already has, whatever its case, and leaves that admin as they were', async () => {
    const taken = identity.config.SEED_ADMIN_EMAIL.toUpperCase();
    const result = await run([taken, 'Eve', 'Intruder'], STRONG_PASSWORD);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `identity: ${AUTH_MESSAGES.emailTaken}\n` });
    expect((await logIn(identity.config.SEED_ADMIN_EMAIL, identity.config.SEED_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(identity.config.SEED_ADMIN_EMAIL, STRONG_PASSWORD)).statusCode).toBe(401);
  });

  it('reads the password from --password-file, without its final line break', async () => {
    const email = newEmail();
    const file = join(folder, 'password');
    await writeFile(file, `${STRONG_PASSWORD}\n`, { mode: 0o600 });
    const result = await run([email, 'Grace', 'Hopper', '--password-file', file], '');
    expect(result.code).toBe(0);
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);

    const missing = await run([newEmail(), 'Grace', 'Hopper', '--password-file', join(folder, 'none')], '');
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `identity: ${CREATE_ADMIN_MESSAGES.unreadableFile}\n` });
  });

  it('works with NODE_ENV=production', async () => {
    const email = newEmail();
    const production = {
      ...env,
      ...PRODUCTION_ENV,
      KYC_ENCRYPTION_KEY: Buffer.from('a-real-kyc-key-for-this-test-32b').toString('base64'),
    };
    expect((await run([email, 'Ada', 'Lovelace'], STRONG_PASSWORD, production)).code).toBe(0);
    expect(await findAdminByEmail(identity.deps.db, email)).toMatchObject({ email });
  });

  it('refuses a wrong command line, no password, and a schema nobody migrated', async () => {
    const usage = await run(['ada@example.com', 'Ada'], STRONG_PASSWORD);
    expect(usage).toEqual({ code: 1, stdout: '', stderr: `identity: ${CREATE_ADMIN_MESSAGES.usage}\n` });
    expect((await run(['ada@example.com', 'Ada', 'Lovelace', '--pasword-file', 'x'], '')).stderr).toBe(
      `identity: ${CREATE_ADMIN_MESSAGES.usage}\n`,
    );
    expect((await run([newEmail(), 'Ada', 'Lovelace'], '\n')).stderr).toBe(
      `identity: ${CREATE_ADMIN_MESSAGES.noPassword}\n`,
    );
    const unmigrated = await run([newEmail(), 'Ada', 'Lovelace'], STRONG_PASSWORD, {
      ...env,
      DB_SCHEMA: `${env.DB_SCHEMA}_never_migrated`,
    });
    expect(unmigrated).toEqual({ code: 1, stdout: '', stderr: `identity: ${CREATE_ADMIN_MESSAGES.schemaMissing}\n` });
  });

  /** Runs `admin:create` as an operator would: its own process, the password piped on stdin. */
  async function runProcess(argv: string[], stdin: string) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', ...argv], {
      cwd: SERVICE_DIR,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end(stdin);
    const code = await new Promise((resolve) => child.on('close', resolve));
    return { code, stdout, stderr };
  }

  it('runs as its own process, with the password piped and never printed', async () => {
    const email = newEmail();
    expect(await runProcess([email, 'Ada', 'Lovelace'], `${STRONG_PASSWORD}\n`)).toEqual({
      code: 0,
      stdout: `${CREATE_ADMIN_MESSAGES.created(email)}\n`,
      stderr: '',
    });
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect(await runProcess([email, 'Ada', 'Lovelace'], STRONG_PASSWORD)).toEqual({
      code: 1,
      stdout: '',
      stderr: `identity: ${AUTH_MESSAGES.emailTaken}\n`,
    });
    // Two processes that each load the service through tsx: 4 s on an idle machine, 20 s when the
    // suite's other files keep both cores busy.
  }, 60_000);
});
