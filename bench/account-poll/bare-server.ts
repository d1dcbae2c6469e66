import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The floor to compare the gateway with: a bare node:http server, in a process of its own, that
 * answers each trader's cookie with the very JSON the gateway answered for that trader, from a Map.
 * No session check, no framework, no hooks. Prints its port as the first line on stdout.
 */
const bodiesFile = process.argv[2];
if (!bodiesFile) throw new Error('usage: bare-server.ts <file of [cookie, body] pairs>');
const bodies = new Map<string, Buffer>(
  (JSON.parse(readFileSync(bodiesFile, 'utf8')) as [string, string][]).map(([cookie, body]) => [
    cookie,
    Buffer.from(body),
  ]),
);
const notFound = Buffer.from('{"message":"Unauthorized"}');

const server = createServer((request, response) => {
  const body = bodies.get(request.headers.cookie ?? '');
  response.writeHead(body ? 200 : 401, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': (body ?? notFound).length,
  });
  response.end(body ?? notFound);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
