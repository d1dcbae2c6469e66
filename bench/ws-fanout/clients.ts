import { type ChildProcess, fork } from 'node:child_process';
import type { Trader } from '../lib/traders.ts';

/**
 * Local ports of connections from one address to one port come from the ephemeral range
 * (32768-60999 by default, about 28,000), so a client process holds at most this many sockets: each
 * connects from a loopback address of its own (127.0.0.1, .2, …, all local on Linux).
 */
export const SOCKETS_PER_SOURCE = 20_000;

/** What the parent tells a client process. */
export type ToClient =
  | { type: 'open'; gatewayUrl: string; traders: Trader[]; concurrency: number; localAddress: string }
  | { type: 'measure' }
  | { type: 'report' };

/** A client process's figures for the window, sent once at its end. */
export interface ClientReport {
  type: 'report';
  /** Update published (the simulator's `at`) → received, in whole ms. */
  latencies: Int32Array;
  /** account_update messages received per trader, in the order of the traders it was given. */
  received: Int32Array;
  wrong: number;
  closed: number;
  cpuSeconds: number;
  /** Its own event-loop delay (perf_hooks), which adds to every latency it measures. */
  loop: { p50: number; p99: number; max: number };
}

export type FromClient = { type: 'opened' } | ClientReport;

export interface Clients {
  processes: number;
  /** Start counting in every client process: latencies and deliveries from now on. */
  measure(): void;
  /** Every process's figures for the window, in the order of the traders; their sockets closed, the processes gone. */
  report(): Promise<ClientReport[]>;
}

function reply<T extends FromClient['type']>(child: ChildProcess, type: T): Promise<Extract<FromClient, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromClient) => {
      if (message.type !== type) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message as Extract<FromClient, { type: T }>);
    };
    const onExit = (code: number | null, signal: string | null) => {
      child.off('message', onMessage);
      reject(new Error(`ws-fanout client ${child.pid} exited (${signal ?? code}) before its '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * One socket per trader, spread over client processes of at most `perClient` sockets each (a
 * process can hold no more descriptors than the open-files limit), `concurrency` upgrades at a time
 * over all of them. Figures come back over IPC once, at the window's end (structured clone, so the
 * typed arrays travel as bytes), not per message.
 */
export async function openClients(
  gatewayUrl: string,
  traders: Trader[],
  perClient: number,
  concurrency: number,
): Promise<Clients> {
  const processes = Math.ceil(traders.length / perClient);
  const share = Math.ceil(traders.length / processes);
  const children = Array.from({ length: processes }, () =>
    fork(new URL('./client.ts', import.meta.url), { serialization: 'advanced' }),
  );
  const send = (message: ToClient) => {
    for (const child of children) child.send(message);
  };
  // One client failing leaves the others holding sockets: end them all.
  const all = async <T>(work: Promise<T>) => {
    try {
      return await work;
    } catch (error) {
      for (const child of children) child.kill();
      throw error;
    }
  };
  await all(
    Promise.all(
      children.map((child, index) => {
        const opened = reply(child, 'opened');
        child.send({
          type: 'open',
          gatewayUrl,
          traders: traders.slice(index * share, (index + 1) * share),
          concurrency: Math.ceil(concurrency / processes),
          localAddress: `127.0.0.${1 + index}`,
        } satisfies ToClient);
        return opened;
      }),
    ),
  );
  return {
    processes,
    measure: () => send({ type: 'measure' }),
    async report() {
      const reports = Promise.all(children.map((child) => reply(child, 'report')));
      send({ type: 'report' });
      const figures = await all(reports);
      await Promise.all(children.map(exited));
      return figures;
    },
  };
}
