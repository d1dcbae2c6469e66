import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerSchema } from '@prop/contracts/auth';
import { PASSWORD_MAX } from '@prop/contracts/constants';
import { createClock } from '@prop/service-kit/clock';
import { outboxOnlyRelay } from '@prop/service-kit/command';
import { ConfigError } from '@prop/service-kit/config';
import { createDb } from '@prop/service-kit/db';
import { AppError } from '@prop/service-kit/errors';
import { createAdmin } from '../commands/create-admin.ts';
import { loadIdentityConfig } from '../config.ts';
import type { IdentityDb } from '../db/types.ts';

/** An admin's password is longer than a trader's minimum: it opens every trader's data. */
const ADMIN_PASSWORD_MIN = 12;

export const CREATE_ADMIN_MESSAGES = {
  usage:
    'usage: admin:create <email> <first name> <last name> [--password-file <path>] (the password on stdin otherwise)',
  noPassword: 'no password: pipe it on stdin or name a file with --password-file',
  passwordTooShort: `the password must be at least ${ADMIN_PASSWORD_MIN} characters`,
  passwordTooLong: `the password must be at most ${PASSWORD_MAX} characters`,
  unreadableFile: 'cannot read the password file',
  schemaMissing: 'the identity schema is missing: run `pnpm --filter @prop/identity migrate` first',
  created: (email: string) => `identity: admin ${email} created`,
} as const;

const adminAccountSchema = z.object({
  email: registerSchema.shape.email,
  firstName: registerSchema.shape.firstName,
  lastName: registerSchema.shape.lastName,
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN, CREATE_ADMIN_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, CREATE_ADMIN_MESSAGES.passwordTooLong),
});

/** PostgreSQL's undefined_table and invalid_catalog_name: nothing was migrated where the config points. */
const MISSING_SCHEMA_CODES = new Set(['42P01', '3D000']);

const OPTIONS = { 'password-file': { type: 'string' } } as const;

/** A refusal the operator can act on, its message the whole reason. */
class Refusal extends Error {}

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: { write(line: string): unknown };
  stderr: { write(line: string): unknown };
}

/**
 * `pnpm --filter @prop/identity admin:create <email> <first> <last>`: creates an admin in any
 * environment, production included, on a schema `migrate` has already brought up. Answers 0 when
 * created, 1 with a one-line reason on stderr when refused; the password is never printed.
 */
export async function main(argv: string[], io: CliIo, env: Record<string, string | undefined>): Promise<number> {
  try {
    const { names, passwordFile } = parseCommandLine(argv);
    const account = adminAccountSchema.parse({ ...names, password: await readPassword(passwordFile, io.stdin) });
    const config = loadIdentityConfig(env);
    const db = createDb<IdentityDb>({ url: config.DATABASE_URL, schema: config.DB_SCHEMA, max: 1 });
    try {
      // No relay runs here: the service's own relay publishes the audit entry from the outbox.
      const runtime = {
        service: 'identity' as const,
        db,
        clock: createClock(config.FAKE_NOW),
        relay: outboxOnlyRelay,
      };
      await createAdmin(runtime, {
        email: account.email,
        name: `${account.firstName} ${account.lastName}`,
        password: account.password,
      });
    } finally {
      await db.destroy();
    }
    io.stdout.write(`${CREATE_ADMIN_MESSAGES.created(account.email)}\n`);
    return 0;
  } catch (error) {
    io.stderr.write(`identity: ${reasonOf(error)}\n`);
    return 1;
  }
}

/** The three names and the optional password file; anything else on the line earns the usage. */
function parseCommandLine(argv: string[]) {
  try {
    const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    const [email, firstName, lastName, ...rest] = positionals;
    if (email === undefined || firstName === undefined || lastName === undefined || rest.length > 0) {
      throw new Refusal(CREATE_ADMIN_MESSAGES.usage);
    }
    return { names: { email, firstName, lastName }, passwordFile: values['password-file'] };
  } catch {
    throw new Refusal(CREATE_ADMIN_MESSAGES.usage);
  }
}

/** The file's or stdin's text without the one line break `echo` or an editor ends it with. */
async function readPassword(file: string | undefined, stdin: CliIo['stdin']): Promise<string> {
  if (file === undefined && stdin.isTTY) throw new Refusal(CREATE_ADMIN_MESSAGES.noPassword);
  const content =
    file === undefined
      ? await text(stdin)
      : await readFile(file, 'utf8').catch(() => {
          throw new Refusal(CREATE_ADMIN_MESSAGES.unreadableFile);
        });
  const password = content.replace(/\r?\n$/, '');
  if (!password) throw new Refusal(CREATE_ADMIN_MESSAGES.noPassword);
  return password;
}

/** One line for the operator; never the input itself, which holds the password. */
function reasonOf(error: unknown): string {
  if (error instanceof Refusal || error instanceof AppError) return error.message;
  if (error instanceof z.ZodError) return error.issues.map((issue) => issue.message).join('; ');
  if (error instanceof ConfigError) return `invalid configuration: ${error.problems.join('; ')}`;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && MISSING_SCHEMA_CODES.has(code)) return CREATE_ADMIN_MESSAGES.schemaMissing;
  // A refused connection to both of localhost's addresses is an AggregateError without a message.
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return message || String(code ?? (error as Error).name);
}
