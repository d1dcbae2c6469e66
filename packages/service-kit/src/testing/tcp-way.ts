import net from 'node:net';

export interface TcpWay {
  /** `nats://127.0.0.1:<port>`: where a client connects to reach the target through the way. */
  url: string;
  /** Cuts every connection through the way, as a server dying cuts them, and turns new ones away. */
  cut(): void;
  /** Lets connections through again. */
  mend(): void;
  close(): Promise<void>;
}

/**
 * A TCP way to a local server (the NATS server) for tests of what a client does when its connection
 * breaks, or answers late: what the server sends is held `answerDelayMs` before the client gets it,
 * in order, as a server far away or behind a busy link answers.
 */
export async function openTcpWay(target: URL, { answerDelayMs = 0 } = {}): Promise<TcpWay> {
  const open = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: target.hostname, port: Number(target.port) });
    open.add(client).add(upstream);
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      if (answerDelayMs === 0) client.write(chunk);
      else setTimeout(() => client.writable && client.write(chunk), answerDelayMs);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const cutAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `${target.protocol}//127.0.0.1:${port}`,
    cut: () => {
      refusing = true;
      cutAll();
    },
    mend: () => {
      refusing = false;
    },
    close: async () => {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
