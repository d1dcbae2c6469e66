import { connectNats } from '@prop/service-kit/nats';
import { createRedis } from '@prop/service-kit/redis';
import { runService } from '@prop/service-kit/run-service';
import { buildApp, GATEWAY_REDIS_OPTIONS } from './app.ts';
import { loadGatewayConfig } from './config.ts';

/** Starts the gateway: config once, connections, listen; on SIGINT/SIGTERM a graceful close. */
const config = loadGatewayConfig();
const redis = createRedis(config.REDIS_URL, GATEWAY_REDIS_OPTIONS);
// The rate limiters refuse a Redis that is not ready yet, so wait for it before taking requests.
await redis.ping();
const nats = await connectNats(config.NATS_URL, 'gateway', config.NATS_STREAM_REPLICAS);
const app = await buildApp(config, { redis, nc: nats.nc });

// The app closes first (sockets, subscriptions), then the connections it was lent.
app.addHook('onClose', async () => {
  await nats.nc.drain();
  await redis.quit();
});

await runService(app, config.HOST, config.PORT);
