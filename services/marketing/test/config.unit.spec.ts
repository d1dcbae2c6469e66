import { describe, expect, it } from 'vitest';
import { ConfigError } from '@prop/service-kit/config';
import { loadMarketingConfig } from '../src/config.ts';

describe('marketing config', () => {
  it('leaves Brevo unconfigured by default, pointing at Brevo v3 once configured', () => {
    const config = loadMarketingConfig({});
    expect(config.BREVO_API_KEY).toBeUndefined();
    expect(config.BREVO_API_URL).toBe('https://api.brevo.com/v3');
    expect(config.PORT).toBe(4107);
    expect(config.BREVO_IMPORT_BATCH_SIZE).toBe(500);
    expect(config.BREVO_PROCESS_POLL_MS).toBe(2000);
  });

  it('treats an empty key as no key', () => {
    expect(loadMarketingConfig({ BREVO_API_KEY: '', BREVO_LIST_ID: '' }).BREVO_API_KEY).toBeUndefined();
  });

  it('refuses a key without the list it fills', () => {
    expect(() => loadMarketingConfig({ BREVO_API_KEY: 'xkeysib-1' })).toThrow(ConfigError);
  });

  it('reads the list id as a number and drops a trailing slash from the API URL', () => {
    const config = loadMarketingConfig({
      BREVO_API_KEY: 'xkeysib-1',
      BREVO_LIST_ID: '7',
      BREVO_API_URL: 'http://127.0.0.1:9999/v3/',
    });
    expect(config.BREVO_LIST_ID).toBe(7);
    expect(config.BREVO_API_URL).toBe('http://127.0.0.1:9999/v3');
  });

  it('lists every bad variable', () => {
    expect(() => loadMarketingConfig({ BREVO_LIST_ID: 'seven', BREVO_SENDER_EMAIL: 'nobody' })).toThrow(
      /BREVO_LIST_ID[\s\S]*BREVO_SENDER_EMAIL/,
    );
  });
});
