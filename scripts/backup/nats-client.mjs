import { createRequire } from 'node:module';

// The service kit's own NATS client, at the version the services run: the root package lists none.
const require = createRequire(new URL('../../packages/service-kit/package.json', import.meta.url));
const { jetstream, jetstreamManager } = require('@nats-io/jetstream');
const { connect, headers } = require('@nats-io/transport-node');

export async function connectJetStream(url) {
  const nc = await connect({ servers: url.split(','), name: 'backup' });
  return { nc, js: jetstream(nc), jsm: await jetstreamManager(nc) };
}

export { headers };
