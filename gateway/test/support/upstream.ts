import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Answer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: unknown;
}

export interface Upstream {
  url: string;
  received: ReceivedRequest[];
  /** Sets how the next requests are answered; by default 200 with a JSON echo of the path. */
  answer(respond: (request: ReceivedRequest) => Answer): void;
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** A real HTTP server standing in for a service: it records what the gateway forwarded. */
export async function startUpstream(): Promise<Upstream> {
  const received: ReceivedRequest[] = [];
  let respond = (request: ReceivedRequest): Answer => ({ body: { path: request.url } });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const record = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(record);
      const answer = respond(record);
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  const url = await listen(server);
  return {
    url,
    received,
    answer: (next) => {
      respond = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a port that was just free. */
export async function deadUpstreamUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}
