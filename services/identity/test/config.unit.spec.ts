import { describe, expect, it } from 'vitest';
import { ConfigError } from '@prop/service-kit/config';
import { DEV_KYC_ENCRYPTION_KEY, loadIdentityConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

const REAL_KEY = Buffer.alloc(32, 7).toString('base64');
const production = {
  ...PRODUCTION_ENV,
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadIdentityConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('identity KYC configuration', () => {
  it('given no KYC variables, when loading, then files go encrypted with the dev key to <repo>/.data/kyc', () => {
    const config = loadIdentityConfig({});
    expect(config.KYC_ENCRYPTION_KEY).toBe(DEV_KYC_ENCRYPTION_KEY);
    expect(Buffer.from(config.KYC_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    expect(config.KYC_STORAGE_DIR).toBe(new URL('../../../.data/kyc', import.meta.url).pathname);
    expect(config.KYC_S3_BUCKET).toBeUndefined();
  });

  it('given production with the development key, when loading, then it refuses to start', () => {
    expect(problemsOf(production)).toEqual(['KYC_ENCRYPTION_KEY: must be set to a real key in production']);
    expect(problemsOf({ ...production, KYC_ENCRYPTION_KEY: REAL_KEY })).toEqual([]);
  });

  it('given a key that is not 32 bytes of base64, when loading, then it names the variable', () => {
    for (const key of ['short', Buffer.alloc(16).toString('base64'), Buffer.alloc(48).toString('base64')]) {
      expect(problemsOf({ KYC_ENCRYPTION_KEY: key })).toEqual([
        'KYC_ENCRYPTION_KEY: must be 32 bytes, base64-encoded (openssl rand -base64 32)',
      ]);
    }
  });

  it('given half an S3 configuration, when loading, then each missing part is named', () => {
    expect(problemsOf({ KYC_S3_ENDPOINT: 'http://127.0.0.1:9000', KYC_S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'KYC_S3_ACCESS_KEY_ID: must be set together with KYC_S3_SECRET_ACCESS_KEY',
      'KYC_S3_BUCKET: required when other KYC_S3_ variables are set',
    ]);
    expect(problemsOf({ KYC_S3_BUCKET: 'kyc', KYC_S3_ENDPOINT: 'not a url' })).toHaveLength(1);
  });

  it('given empty S3 variables (as compose files often set them), when loading, then the disk store is used', () => {
    const config = loadIdentityConfig({ KYC_S3_BUCKET: '', KYC_S3_ENDPOINT: '' });
    expect(config.KYC_S3_BUCKET).toBeUndefined();
    expect(config.KYC_S3_ENDPOINT).toBeUndefined();
  });
});
