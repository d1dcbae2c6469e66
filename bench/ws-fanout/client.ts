/**
 * One ws-fanout client process (forked by clients.ts): opens its share of the trader sockets, counts
 * what they receive from `measure` on, and sends its figures once when asked for the report.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ClientReport, ToClient } from './clients.ts';
import { type Fanout, openSockets } from './sockets.ts';

/** perf_hooks samples the loop every 10 ms; each sample is 10 ms plus the delay. */
const RESOLUTION_MS = 10;

const send = (message: unknown) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, (error: Error | null) => (error ? reject(error) : resolve())),
  );

// The parent gone (or done with this process): nothing left to report to.
process.on('disconnect', () => process.exit(0));

let fanout: Fanout | undefined;
const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
let cpu = process.cpuUsage();

process.on('message', async (message: ToClient) => {
  if (message.type === 'open') {
    fanout = await openSockets(message.gatewayUrl, message.traders, message.concurrency, message.localAddress);
    await send({ type: 'opened' });
  } else if (message.type === 'measure') {
    fanout?.measure();
    cpu = process.cpuUsage();
    loop.enable();
  } else if (fanout) {
    const used = process.cpuUsage(cpu);
    loop.disable();
    const { latencies, received, wrong, closed } = fanout;
    fanout.close();
    const delay = (value: number) => value / 1e6 - RESOLUTION_MS;
    const report: ClientReport = {
      type: 'report',
      latencies: Int32Array.from(latencies),
      received: Int32Array.from(received),
      wrong,
      closed,
      cpuSeconds: (used.user + used.system) / 1e6,
      loop: { p50: delay(loop.percentile(50)), p99: delay(loop.percentile(99)), max: delay(loop.max) },
    };
    await send(report);
    process.disconnect();
  }
});
