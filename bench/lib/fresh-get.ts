import { request } from 'node:http';

/**
 * GET on a connection of its own, closed after the answer. Replicas share a port and each new
 * connection goes to the next one (scripts/lib/replicas.mjs), so successive reads of a per-process
 * figure (/stats, /metrics) see every replica in turn; a kept-alive connection would see only one.
 */
export function freshGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ask = request(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    ask.on('error', reject);
    ask.end();
  });
}
