// The part of the ws client the benchmarks use (its types are not a dependency of the bench).
declare module 'ws' {
  import type { EventEmitter } from 'node:events';

  class WebSocket extends EventEmitter {
    constructor(
      url: string,
      options?: { headers?: Record<string, string>; perMessageDeflate?: boolean; localAddress?: string },
    );
    readonly readyState: number;
    close(code?: number, reason?: string): void;
    terminate(): void;
  }
  export default WebSocket;
}
