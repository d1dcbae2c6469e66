import { parseArgs } from 'node:util';
import { type DeadLetter, discardDeadLetters, listDeadLetters, replayDeadLetters } from './dead-letters.ts';
import type { Nats } from './nats.ts';

export const DEAD_LETTERS_USAGE = [
  'usage: dead-letters list [--consumer <name>]',
  '       dead-letters replay [--consumer <name>] [--sequence <n>]...',
  '       dead-letters discard --sequence <n>...',
].join('\n');

const OPTIONS = {
  consumer: { type: 'string' },
  sequence: { type: 'string', multiple: true },
} as const;

export interface DeadLettersIo {
  stdout: { write(line: string): unknown };
  stderr: { write(line: string): unknown };
}

class Refusal extends Error {}

/**
 * The operator's view of the held events: list them, replay them once their cause is fixed, or
 * discard the ones that must never take effect. Discarding names each letter: a filter alone
 * never throws events away. Answers 0 when done, 1 with a reason on stderr.
 */
export async function deadLettersCli(
  argv: string[],
  io: DeadLettersIo,
  connect: () => Promise<{ nats: Nats; namespace: string; close: () => Promise<void> }>,
): Promise<number> {
  let command: ReturnType<typeof parseCommandLine>;
  try {
    command = parseCommandLine(argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  const { nats, namespace, close } = await connect();
  try {
    const letters = (await listDeadLetters(nats, namespace, command.consumer)).filter(
      (letter) => command.sequences.length === 0 || command.sequences.includes(letter.sequence),
    );
    const missing = command.sequences.filter((sequence) => !letters.some((letter) => letter.sequence === sequence));
    if (missing.length > 0) throw new Refusal(`no held letter with sequence ${missing.join(', ')}`);
    if (command.action === 'list') {
      for (const letter of letters) io.stdout.write(`${describe(letter)}\n`);
      io.stdout.write(`${letters.length} held\n`);
    } else if (command.action === 'replay') {
      io.stdout.write(`${await replayDeadLetters(nats, namespace, letters)} replayed\n`);
    } else {
      io.stdout.write(`${await discardDeadLetters(nats, namespace, letters)} discarded\n`);
    }
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await close();
  }
}

function parseCommandLine(argv: string[]) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch {
    throw new Refusal(DEAD_LETTERS_USAGE);
  }
  const [action, ...rest] = parsed.positionals;
  const sequences = (parsed.values.sequence ?? []).map(Number);
  if (rest.length > 0 || (action !== 'list' && action !== 'replay' && action !== 'discard')) {
    throw new Refusal(DEAD_LETTERS_USAGE);
  }
  if (sequences.some((sequence) => !Number.isSafeInteger(sequence) || sequence < 1)) {
    throw new Refusal('a sequence is a whole number from 1');
  }
  if (action === 'discard' && sequences.length === 0) throw new Refusal('discard names the letters: --sequence <n>');
  return { action, consumer: parsed.values.consumer, sequences } as const;
}

function describe(letter: DeadLetter): string {
  const event = eventOf(letter.data);
  return [
    `#${letter.sequence}`,
    letter.heldAt.toISOString(),
    letter.consumer,
    letter.reason,
    event ? `${event.type} ${event.id}` : '(unreadable)',
    letter.error,
  ]
    .filter(Boolean)
    .join('  ');
}

function eventOf(data: Uint8Array): { type: string; id: string } | undefined {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(data)) as { type?: unknown; id?: unknown };
    return typeof parsed.type === 'string' && typeof parsed.id === 'string'
      ? { type: parsed.type, id: parsed.id }
      : undefined;
  } catch {
    return undefined;
  }
}
