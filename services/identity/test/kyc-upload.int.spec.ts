import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KYC_MAX_FILE_BYTES } from '@prop/contracts/constants';
import { startIdentity } from './helper.ts';
import { fakeExe, multipartBody, tinyJpeg, tinyPdf, tinyPng, type UploadFile } from './kyc-files.ts';

describe('KYC documents on the private disk store', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    identity = await startIdentity();
    admin = await identity.adminHeaders();
  });
  afterAll(() => identity.close());

  const pdf = tinyPdf();
  const png = tinyPng();
  const bothDocuments = (): UploadFile[] => [
    { field: 'identityDocument', name: 'passport.pdf', bytes: pdf, type: 'application/pdf' },
    { field: 'proofOfAddress', name: 'utility bill.png', bytes: png, type: 'image/png' },
  ];

  async function upload(headers: Record<string, string>, files: UploadFile[]) {
    const body = await multipartBody(files);
    return identity.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const get = (url: string, headers: Record<string, string>) => identity.app.inject({ method: 'GET', url, headers });
  const documentsOf = async (userId: string) =>
    (await get(`/api/admin/kyc/${userId}/documents`, admin)).json() as { id: string; kind: string }[];
  const storedFiles = () => readdir(identity.storageDir);
  const rowsOf = (userId: string) =>
    identity.deps.db.selectFrom('kyc_documents').selectAll().where('user_id', '=', userId).execute();
  const decide = (userId: string, status: string, reason?: string) =>
    identity.app.inject({
      method: 'PUT',
      url: `/api/admin/kyc/${userId}`,
      headers: admin,
      payload: { status, reason },
    });
  /** Every file stored so far belongs to some row: a refused upload left nothing behind. */
  async function expectNoStrayFiles() {
    const keys = await identity.deps.db.selectFrom('kyc_documents').select('storage_key').execute();
    expect((await storedFiles()).sort()).toEqual(keys.map((row) => row.storage_key).sort());
  }

  it('stores a PDF and a PNG encrypted, and gives them back byte-identical to an admin', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const response = await upload(headers, bothDocuments());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Documents uploaded successfully. Your application is under review.',
      kyc: { status: 'pending', documentUploaded: true, verified: false, rejectionReason: null },
    });
    expect((await get('/api/kyc', headers)).json()).toMatchObject({ status: 'pending', documentUploaded: true });
    expect(await identity.eventCount('identity.kyc.submitted')).toBe(1);

    const rows = await rowsOf(user.id);
    expect(
      rows
        .map(({ kind, content_type, size, sha256, original_name }) => ({
          kind,
          content_type,
          size,
          sha256,
          original_name,
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      {
        kind: 'address',
        content_type: 'image/png',
        size: png.length,
        sha256: sha256(png),
        original_name: 'utility bill.png',
      },
      {
        kind: 'identity',
        content_type: 'application/pdf',
        size: pdf.length,
        sha256: sha256(pdf),
        original_name: 'passport.pdf',
      },
    ]);
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
      const onDisk = await readFile(join(identity.storageDir, row.storage_key));
      const plain = row.kind === 'identity' ? pdf : png;
      expect(onDisk.length).toBe(plain.length);
      expect(onDisk.equals(plain)).toBe(false);
      expect(onDisk.includes(plain.subarray(0, 16))).toBe(false);
      expect(onDisk.includes(Buffer.from('/Type /Catalog'))).toBe(false);
    }

    const listed = await get(`/api/admin/kyc/${user.id}/documents`, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject([
      {
        kind: 'identity',
        contentType: 'application/pdf',
        size: pdf.length,
        originalName: 'passport.pdf',
        userId: user.id,
      },
      { kind: 'address', contentType: 'image/png', size: png.length, originalName: 'utility bill.png' },
    ]);
    const [identityDocument, proofOfAddress] = listed.json() as { id: string }[];
    const pdfDownload = await get(`/api/admin/kyc/documents/${identityDocument?.id}`, admin);
    expect(pdfDownload.statusCode).toBe(200);
    expect(pdfDownload.rawPayload.equals(pdf)).toBe(true);
    expect(pdfDownload.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    const pngView = await get(`/api/admin/kyc/documents/${proofOfAddress?.id}?disposition=inline`, admin);
    expect(pngView.rawPayload.equals(png)).toBe(true);
    expect(pngView.headers['content-type']).toBe('image/png');
    expect(pngView.headers['content-disposition']).toBe(
      `inline; filename="utility bill.png"; filename*=UTF-8''utility%20bill.png`,
    );

    const record = ((await get('/api/admin/kyc', admin)).json() as { userId: string }[]).find(
      (r) => r.userId === user.id,
    );
    expect(record).toMatchObject({ documentUploaded: true, hasDocuments: true, status: 'pending' });
  });

  it('believes the bytes, not the name or declared type: a PNG sent as proof.pdf is a PNG', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const jpeg = tinyJpeg();
    const response = await upload(headers, [
      { field: 'identityDocument', name: 'id-card.jpeg', bytes: jpeg, type: 'application/octet-stream' },
      { field: 'proofOfAddress', name: '../../proof.pdf', bytes: png, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const listed = (await get(`/api/admin/kyc/${user.id}/documents`, admin)).json();
    expect(listed).toMatchObject([
      { kind: 'identity', contentType: 'image/jpeg', originalName: 'id-card.jpeg' },
      { kind: 'address', contentType: 'image/png', originalName: 'proof.pdf.png' },
    ]);
    const download = await get(`/api/admin/kyc/documents/${listed[1].id}`, admin);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('accepts a document of exactly 5 MB and refuses 5 MB + 1 byte with 413, storing nothing', async () => {
    const exact = await identity.registerAndLogin();
    const fits = await upload(exact.headers, [
      { field: 'identityDocument', name: 'scan.pdf', bytes: tinyPdf(KYC_MAX_FILE_BYTES) },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    expect(fits.statusCode).toBe(201);

    const { headers, user } = await identity.registerAndLogin();
    // The small identity document arrives first and is stored; the refusal must remove it too.
    const tooLarge = await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.pdf', bytes: tinyPdf(KYC_MAX_FILE_BYTES + 1) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Each document must be 5 MB or smaller' });
    expect(await rowsOf(user.id)).toEqual([]);
    await expectNoStrayFiles();
    expect((await get('/api/kyc', headers)).json()).toMatchObject({ documentUploaded: false });
  });

  it('refuses an .exe renamed .pdf, whatever type it claims, storing nothing', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const response = await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: 'bill.pdf', bytes: fakeExe(), type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only PDF, JPG and PNG files are accepted' });
    expect(await rowsOf(user.id)).toEqual([]);
    await expectNoStrayFiles();
  });

  it("answers 'Please select both documents' for one file, an empty file input or no body at all", async () => {
    const { headers, user } = await identity.registerAndLogin();
    const oneFile = await upload(headers, [{ field: 'identityDocument', name: 'passport.pdf', bytes: pdf }]);
    expect(oneFile.statusCode).toBe(400);
    expect(oneFile.json()).toEqual({ message: 'Please select both documents' });
    const emptyInput = await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: pdf },
      { field: 'proofOfAddress', name: '', bytes: Buffer.alloc(0) },
    ]);
    expect(emptyInput.json()).toEqual({ message: 'Please select both documents' });
    const noBody = await identity.app.inject({ method: 'POST', url: '/api/kyc/upload', headers });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ message: 'Please select both documents' });
    expect(await rowsOf(user.id)).toEqual([]);
    await expectNoStrayFiles();
  });

  it('answers a refused upload over a real connection, and reads the rest of the body so the connection lives on', async () => {
    const address = await identity.app.listen({ port: 0, host: '127.0.0.1' });
    const { headers } = await identity.registerAndLogin();
    const body = await multipartBody([
      { field: 'identityDocument', name: 'passport.pdf', bytes: tinyPdf(KYC_MAX_FILE_BYTES + 1) },
      { field: 'proofOfAddress', name: 'bill.pdf', bytes: tinyPdf(KYC_MAX_FILE_BYTES) },
    ]);
    const refused = await fetch(`${address}/api/kyc/upload`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: 'Each document must be 5 MB or smaller' });
    // A body left half-read would stall this keep-alive connection (and the app's close after it).
    expect((await fetch(`${address}/api/kyc`, { headers })).status).toBe(200);
  });

  it('never lets a trader read a document back, their own included', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, bothDocuments());
    const [own] = await documentsOf(user.id);
    expect((await get(`/api/admin/kyc/documents/${own?.id}`, headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/kyc/${user.id}/documents`, headers)).statusCode).toBe(403);
    expect((await get(`/api/admin/kyc/documents/${own?.id}`, {})).statusCode).toBe(401);
    const unknown = await get('/api/admin/kyc/documents/6f1c2d7e-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Document not found' });
  });

  it('deletes the files when the user is deleted', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, bothDocuments());
    const keys = (await rowsOf(user.id)).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    const removed = await identity.app.inject({ method: 'DELETE', url: `/api/admin/user/${user.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    const left = await storedFiles();
    for (const key of keys) expect(left).not.toContain(key);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses new documents while under review and once approved, keeping the ones in place', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, bothDocuments());
    const kept = (await rowsOf(user.id)).map((row) => row.storage_key).sort();
    const underReview = await upload(headers, bothDocuments());
    expect(underReview.statusCode).toBe(409);
    expect(underReview.json()).toEqual({ message: 'Your documents are under review' });
    expect((await decide(user.id, 'approved')).json()).toMatchObject({ status: 'approved', documentUploaded: true });
    const approved = await upload(headers, bothDocuments());
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toEqual({ message: 'Your identity is already verified' });
    expect((await rowsOf(user.id)).map((row) => row.storage_key).sort()).toEqual(kept);
    await expectNoStrayFiles();
  });

  it('lets a rejected trader upload again, replacing the old files', async () => {
    const { headers, user } = await identity.registerAndLogin();
    await upload(headers, bothDocuments());
    const oldKeys = (await rowsOf(user.id)).map((row) => row.storage_key);
    await decide(user.id, 'rejected', 'The bill is older than 3 months');
    expect((await get('/api/kyc', headers)).json()).toEqual({
      status: 'rejected',
      documentUploaded: false,
      verified: false,
      rejectionReason: 'The bill is older than 3 months',
    });
    // The rejected files stay for the admins until the trader replaces them.
    expect((await get(`/api/admin/user/kyc/${user.id}`, admin)).json()).toMatchObject({ hasDocuments: true });

    const submittedBefore = await identity.eventCount('identity.kyc.submitted');
    const again = await upload(headers, [
      { field: 'identityDocument', name: 'passport.jpg', bytes: tinyJpeg() },
      { field: 'proofOfAddress', name: 'bank statement.pdf', bytes: pdf },
    ]);
    expect(again.statusCode).toBe(201);
    expect(again.json().kyc).toEqual({
      status: 'pending',
      documentUploaded: true,
      verified: false,
      rejectionReason: null,
    });
    expect(await identity.eventCount('identity.kyc.submitted')).toBe(submittedBefore + 1);
    const left = await storedFiles();
    for (const key of oldKeys) expect(left).not.toContain(key);
    expect((await documentsOf(user.id)).map((document) => document.kind)).toEqual(['identity', 'address']);
    await expectNoStrayFiles();
  });

  it('refuses to serve a file altered on disk, and logs it as an integrity failure', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const largePdf = tinyPdf(300_000);
    await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: largePdf },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    const rows = await rowsOf(user.id);
    for (const row of rows) {
      const path = join(identity.storageDir, row.storage_key);
      const stored = await readFile(path);
      stored[10] = (stored[10] ?? 0) ^ 0xff;
      await writeFile(path, stored);
    }
    const byKind = (kind: string) => rows.find((row) => row.kind === kind);
    const logged = vi.spyOn(identity.app.log, 'error');

    // A small file fails before anything is sent: a plain error, no download headers.
    const small = await get(`/api/admin/kyc/documents/${byKind('address')?.id}`, admin);
    expect(small.statusCode).toBe(500);
    expect(small.json()).toEqual({ message: 'Internal server error' });
    expect(small.headers['content-disposition']).toBeUndefined();
    // A larger one is cut off before its last bytes: never a complete-looking copy.
    await expect(get(`/api/admin/kyc/documents/${byKind('identity')?.id}`, admin)).rejects.toThrow(
      'response destroyed',
    );
    for (const row of rows) {
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ documentId: row.id }),
        'KYC document failed its integrity check',
      );
    }
    logged.mockRestore();
  });

  it('streams a 5 MB document back whole', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const large = tinyPdf(KYC_MAX_FILE_BYTES);
    await upload(headers, [
      { field: 'identityDocument', name: 'passport.pdf', bytes: large },
      { field: 'proofOfAddress', name: 'bill.png', bytes: png },
    ]);
    const [identityDocument] = await documentsOf(user.id);
    const download = await get(`/api/admin/kyc/documents/${identityDocument?.id}`, admin);
    expect(download.rawPayload.equals(large)).toBe(true);
  });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
