import { errorText } from '@prop/web-client/api-fetch';

/** A journal read's failure as the card shows it: the server's message, else a plain one. */
export function readFailure(error: unknown): string {
  return errorText(error, 'The server did not answer.');
}
