import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { startFakeS3 } from './fake-s3.ts';
import { startIdentity } from './helper.ts';
import { multipartBody, tinyPdf, tinyPng, type UploadFile } from './kyc-files.ts';

const BUCKET = 'kyc-test';

describe('KYC documents in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    s3 = await startFakeS3('test-access-key');
    identity = await startIdentity({
      KYC_S3_BUCKET: BUCKET,
      KYC_S3_ENDPOINT: s3.endpoint,
      KYC_S3_REGION: 'eu-west-1',
      KYC_S3_ACCESS_KEY_ID: 'test-access-key',
      KYC_S3_SECRET_ACCESS_KEY: 'test-secret-key',
      KYC_S3_FORCE_PATH_STYLE: 'true',
    });
    admin = await identity.adminHeaders();
  });
  afterAll(async () => {
    await identity.close();
    await s3.close();
  });

  const pdf = tinyPdf(200_000);
  const png = tinyPng();
  async function upload(headers: Record<string, string>, files: UploadFile[]) {
    const body = await multipartBody(files);
    return identity.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const rowsOf = (userId: string) =>
    identity.deps.db.selectFrom('kyc_documents').selectAll().where('user_id', '=', userId).execute();
  const objectOf = (storageKey: string) => s3.objects.get(`${BUCKET}/kyc/${storageKey}`);

  it('stores encrypted objects in the bucket, nothing on local disk, and reads them back byte-identical', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const response = await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    expect(response.statusCode).toBe(201);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const plain = row.kind === 'identity' ? pdf : png;
      const object = objectOf(row.storage_key);
      expect(object?.length).toBe(plain.length);
      expect(object?.equals(plain)).toBe(false);
      expect(object?.includes(plain.subarray(0, 16))).toBe(false);
      // The encrypted spool file that gave S3 its Content-Length is gone.
      expect(existsSync(join(tmpdir(), `kyc-upload-${row.storage_key}`))).toBe(false);
      const download = await identity.app.inject({
        method: 'GET',
        url: `/api/admin/kyc/documents/${row.id}`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(plain)).toBe(true);
    }
    expect(await readdir(identity.storageDir)).toEqual([]);
  });

  it('puts nothing in the bucket when an upload is refused', async () => {
    const { headers } = await identity.registerAndLogin();
    const before = s3.objects.size;
    const response = await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.pdf', bytes: tinyPdf(KYC_MAX_FILE_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(s3.objects.size).toBe(before);
  });

  it('removes the objects when the user is deleted', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    const keys = (await rowsOf(user.id)).map((row) => row.storage_key);
    expect(keys.map(objectOf).every(Boolean)).toBe(true);
    await identity.app.inject({ method: 'DELETE', url: `/api/admin/user/${user.id}`, headers: admin });
    expect(keys.map(objectOf)).toEqual([undefined, undefined]);
  });

  it('answers a plain server error, and logs it, when an object has gone missing from the bucket', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    const [row] = await rowsOf(user.id);
    s3.objects.delete(`${BUCKET}/kyc/${row?.storage_key}`);
    const logged = vi.spyOn(identity.app.log, 'error');
    const download = await identity.app.inject({
      method: 'GET',
      url: `/api/admin/kyc/documents/${row?.id}`,
      headers: admin,
    });
    expect(download.statusCode).toBe(500);
    expect(download.json()).toEqual({ message: 'Internal server error' });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ message: `Stored document ${row?.storage_key} is missing` }),
      }),
      'request failed',
    );
    logged.mockRestore();
  });
});
