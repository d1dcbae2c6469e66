/** One browser-like client of the gateway: its own cookie, a timeout per call, retries like a real app. */
export interface Reply {
  status: number;
  body: unknown;
}

/** An answer as the run reports it: its status and message. */
export function describeReply(reply: Reply): string {
  return `${reply.status} ${String((reply.body as { message?: unknown } | null)?.message ?? '')}`.trim();
}

/** Transport failures and these answers say nothing about the outcome: try again. */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);

export class Client {
  private cookies = new Map<string, string>();
  /** Signs in again when the session is gone (e.g. Redis lost its last second of writes in a crash). */
  signIn: (() => Promise<void>) | null = null;
  /**
   * What the last `retrying` that gave up heard last: why an operation has no answer. On a client
   * that concurrent work shares (the admins'), it is whichever of their calls gave up last.
   */
  lastGiveUp = '';

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  /** The cookies as a browser would send them, e.g. on a WebSocket upgrade. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply | null> {
    const isForm = body instanceof FormData;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          cookie: this.cookieHeader(),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) this.cookies.set(name.trim(), value.join('='));
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    } catch {
      return null;
    }
  }

  /** The body's bytes of a GET, or null unless it answered 200. */
  async download(path: string): Promise<Buffer | null> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { cookie: this.cookieHeader() },
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch(() => null);
    return response?.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
  }

  /**
   * Calls until an answer that is not a transport failure or a retryable status, or until the
   * deadline: null then means the outcome is unknown (the operation is indeterminate).
   */
  async retrying(
    method: string,
    path: string,
    body?: () => unknown,
    headers: Record<string, string> = {},
    deadlineMs = 60_000,
  ): Promise<Reply | null> {
    const deadline = Date.now() + deadlineMs;
    let heard = 'nothing';
    let attempts = 0;
    for (; Date.now() < deadline; attempts += 1) {
      const reply = await this.call(method, path, body?.(), headers);
      if (reply?.status === 401 && this.signIn) {
        await this.signIn().catch(() => undefined);
      } else if (reply && !RETRYABLE.has(reply.status)) {
        return reply;
      }
      heard = reply ? describeReply(reply) : 'no reply';
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempts)));
    }
    this.lastGiveUp = `${attempts} attempts, the last: ${heard}`;
    return null;
  }
}
