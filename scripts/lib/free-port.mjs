import { createServer } from 'node:net';

/**
 * Ports handed out below Linux's ephemeral range (32768-60999 by default). A port picked by binding
 * port 0 comes from that range, and between the pick and the platform's own bind, an outgoing
 * connection (the services open hundreds to PostgreSQL, NATS and Redis as they start) may be given
 * it as its local port: the service then fails with EADDRINUSE for as long as that connection lives.
 */
const LOW = 20_000;
const HIGH = 32_767;

function bindable(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports this process handed out: each is free when picked, but bound only later, by its service. */
const handedOut = new Set();

/**
 * A TCP port on loopback that nothing listens on now, no outgoing connection will be given, and
 * this process has not handed out before.
 */
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH} in 100 tries`);
}
