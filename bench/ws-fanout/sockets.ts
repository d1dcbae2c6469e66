import { readFileSync } from 'node:fs';
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

export interface Fanout {
  /** Start (or restart) counting: latencies and deliveries from now on. */
  measure(): void;
  /** Update published (the simulator's `at`) → received here, in ms, since `measure`. */
  latencies: number[];
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

/** One /ws socket per trader, each with that trader's session cookie, opened `concurrency` at a time. */
export async function openSockets(gatewayUrl: string, traders: Trader[], concurrency = 200): Promise<Fanout> {
  const sockets: WebSocket[] = [];
  let measuring = false;
  const fanout: Fanout = {
    latencies: [],
    wrong: 0,
    closed: 0,
    measure() {
      fanout.latencies = [];
      fanout.wrong = 0;
      measuring = true;
    },
    close() {
      measuring = false;
      for (const socket of sockets) socket.terminate();
    },
  };
  const url = `${gatewayUrl.replace(/^http/, 'ws')}/ws`;
  await eachLimited(traders, concurrency, async (trader) => {
    const socket = new WebSocket(url, { headers: { cookie: trader.cookie }, perMessageDeflate: false });
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
