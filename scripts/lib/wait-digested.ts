// Run by startPlatform after seeding (`node --import tsx scripts/lib/wait-digested.ts <service>...`,
// with the platform's NATS_URL and NAMESPACE): waits until every durable consumer of those services
// has handled what the seeds published, so what runs next (a browser test, a trader) does not share
// the cores with a backlog. Prints the consumers still behind when WAIT_MS (120 s) runs out.
import { eventsDigested } from '../../packages/service-kit/src/consumer-caught-up.ts';
import { connectNats } from '../../packages/service-kit/src/nats.ts';

const started = performance.now();
const nats = await connectNats(process.env.NATS_URL ?? 'nats://127.0.0.1:4222', 'wait-digested');
try {
  const behind = await eventsDigested(nats, process.env.NAMESPACE ?? '', process.argv.slice(2), {
    timeoutMs: Number(process.env.WAIT_MS ?? 120_000),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (behind.length === 0) console.log(`seeded events digested in ${seconds} s`);
  else
    console.log(
      `seeded events not digested after ${seconds} s: ${behind.map((b) => `${b.stream}/${b.durable} ${b.waiting}`).join(', ')}`,
    );
} finally {
  await nats.nc.close();
}
