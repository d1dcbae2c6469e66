/** What the fake Brevo answers a request with. */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/** An error answer in Brevo's shape. */
export const brevoError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
});
