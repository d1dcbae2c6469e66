import { deadLettersCli } from '@prop/service-kit/dead-letters-cli';
import { connectNats } from '@prop/service-kit/nats';
import { loadGatewayConfig } from './config.ts';

/**
 * `pnpm --filter @prop/gateway dead-letters list|replay|discard`: the held events of the whole
 * platform (every consumer's), run where the platform's NATS credentials are, e.g. in a gateway pod.
 */
process.exitCode = await deadLettersCli(process.argv.slice(2), process, async () => {
  const config = loadGatewayConfig();
  const nats = await connectNats(config.NATS_URL, 'dead-letters-cli', config.NATS_STREAM_REPLICAS);
  return { nats, namespace: config.NAMESPACE, close: () => nats.nc.close() };
});
