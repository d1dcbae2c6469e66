import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import WebSocket from 'ws';
import { eachLimited } from '../lib/platform.ts';
import type { Trader } from '../lib/traders.ts';

/** The soft limit on open files of this process (inherited by the services it starts); null off Linux. */
export function openFilesLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

/** Sockets a process holds open (its descriptors that are sockets); 0 where /proc is missing. */
export function openSocketsOf(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
      } catch {
        return false; // closed meanwhile
      }
    }).length;
  } catch {
    return 0;
  }
}

export interface Fanout {
  /** Start (or restart) counting: latencies and deliveries from now on. */
  measure(): void;
  /** Update published (the simulator's `at`) → received here, in ms, since `measure`. */
  latencies: number[];
  /** account_update messages received per trader, by the index in `traders`, since `measure`. */
  received: number[];
  /** account_update messages for another trader than the socket's own. */
  wrong: number;
  /** Sockets closed by the gateway (or failed) after they opened. */
  closed: number;
  close(): void;
}

interface Push {
  type?: string;
  data?: { userId?: string; at?: string };
}

/**
 * One /ws socket per trader, each with that trader's session cookie, opened `concurrency` at a time
 * from `localAddress` (to replicas sharing the port, each new connection goes to the next one).
 */
export async function openSockets(
  gatewayUrl: string,
  traders: Trader[],
  concurrency: number,
  localAddress: string,
): Promise<Fanout> {
  const sockets: WebSocket[] = [];
  let measuring = false;
  const fanout: Fanout = {
    latencies: [],
    received: [],
    wrong: 0,
    closed: 0,
    measure() {
      fanout.latencies = [];
      fanout.received = traders.map(() => 0);
      fanout.wrong = 0;
      measuring = true;
    },
    close() {
      measuring = false;
      for (const socket of sockets) socket.terminate();
    },
  };
  const url = `${gatewayUrl.replace(/^http/, 'ws')}/ws`;
  await eachLimited([...traders.keys()], concurrency, async (index) => {
    const trader = traders[index] as Trader;
    const socket = new WebSocket(url, {
      headers: { cookie: trader.cookie },
      perMessageDeflate: false,
      localAddress,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request: unknown, response: { statusCode: number }) =>
        reject(new Error(`/ws answered ${response.statusCode}`)),
      );
    });
    socket.on('message', (raw: Buffer) => {
      const received = Date.now();
      if (!measuring) return;
      const push = JSON.parse(raw.toString()) as Push;
      if (push.type !== 'account_update' || !push.data?.at) return;
      if (push.data.userId !== trader.userId) fanout.wrong++;
      else fanout.received[index] = (fanout.received[index] ?? 0) + 1;
      fanout.latencies.push(received - Date.parse(push.data.at));
    });
    socket.on('close', () => {
      if (measuring) fanout.closed++;
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
  });
  return fanout;
}
