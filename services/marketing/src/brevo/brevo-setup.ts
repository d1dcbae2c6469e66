import type { Clock } from '@prop/service-kit/clock';
import type { MarketingConfig } from '../config.ts';
import type { BrevoSetup } from '../context.ts';
import { createBrevoClient } from './brevo-client.ts';

/** Brevo as the config describes it, or null without an API key (then nothing is ever sent). */
export function brevoSetupFrom(config: MarketingConfig, log: BrevoSetupLog, clock: Clock): BrevoSetup | null {
  if (!config.BREVO_API_KEY || !config.BREVO_LIST_ID) return null;
  return {
    client: createBrevoClient({
      baseUrl: config.BREVO_API_URL,
      apiKey: config.BREVO_API_KEY,
      retries: config.BREVO_RETRIES,
      retryMinMs: config.BREVO_RETRY_MIN_MS,
      maxRetryTimeMs: config.BREVO_MAX_RETRY_TIME_MS,
      timeoutMs: config.BREVO_TIMEOUT_MS,
      log,
      clock,
    }),
    listId: config.BREVO_LIST_ID,
    sync: {
      batchSize: config.BREVO_IMPORT_BATCH_SIZE,
      pollMs: config.BREVO_PROCESS_POLL_MS,
      maxWaitMs: config.BREVO_PROCESS_MAX_WAIT_MS,
    },
    sender: config.BREVO_SENDER_EMAIL ? { email: config.BREVO_SENDER_EMAIL, name: config.BREVO_SENDER_NAME } : null,
  };
}

type BrevoSetupLog = Parameters<typeof createBrevoClient>[0]['log'];
