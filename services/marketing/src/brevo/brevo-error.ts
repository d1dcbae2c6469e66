/** A Brevo call that did not succeed: Brevo's status (0 when no answer came) and its error body. */
export class BrevoError extends Error {
  override readonly name = 'BrevoError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429: how long Brevo asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** Rate limited, Brevo's own failure, or no answer at all: worth another try later. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}
