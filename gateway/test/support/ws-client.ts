import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  messages: Array<{ type: string; data: unknown }>;
  /** Resolves with the next message not yet taken, waiting if none arrived yet. */
  next(): Promise<{ type: string; data: unknown }>;
  closed: Promise<number>;
}

/** Opens /ws like a browser would, with the session cookie; rejects with the HTTP status if refused. */
export function openSocket(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers });
    const messages: TestSocket['messages'] = [];
    const waiting: Array<(message: TestSocket['messages'][number]) => void> = [];
    let taken = 0;
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      messages.push(message);
      waiting.shift()?.(message);
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: () => {
          const ready = messages[taken];
          taken += 1;
          return ready ? Promise.resolve(ready) : new Promise((done) => waiting.push(done));
        },
      }),
    );
  });
}

/**
 * The socket a signed-in app opens, as the gateway tells the two apart: `area=admin` is the admin
 * area, and any other (the trader app's `area=trader`, or none) the trader's.
 */
export function openAppSocket(baseUrl: string, role: 'trader' | 'admin', cookie: string): Promise<TestSocket> {
  return openSocket(baseUrl, role === 'admin' ? '/ws?area=admin' : '/ws', { cookie });
}
