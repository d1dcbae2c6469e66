import { describe, expect, it } from 'vitest';
import { cachedDocument, DOCUMENT_TTL_MS } from '../src/docs/cached-document.ts';
import type { OpenApiDocument } from '../src/docs/openapi-document.ts';

const documentNumbered = (n: number): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: `build ${n}`, version: '1' },
  paths: {},
});

function counted(complete: () => boolean) {
  let builds = 0;
  const build = async () => {
    builds += 1;
    return { document: documentNumbered(builds), complete: complete() };
  };
  return { build, builds: () => builds };
}

describe('the cached merged document', () => {
  it('is built once for callers who ask at the same time, and again once the TTL has passed', async () => {
    let now = 0;
    const source = counted(() => true);
    const get = cachedDocument(source.build, () => now);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    now = DOCUMENT_TTL_MS - 1;
    expect((await get()).info.title).toBe('build 1');
    now = DOCUMENT_TTL_MS;
    expect((await get()).info.title).toBe('build 2');
    expect(source.builds()).toBe(2);
  });

  it('is built again at the next request while a service is missing from it', async () => {
    const source = counted(() => false);
    const get = cachedDocument(source.build, () => 0);
    await get();
    await get();
    expect(source.builds()).toBe(2);
  });
});
