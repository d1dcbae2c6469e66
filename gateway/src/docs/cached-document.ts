import type { OpenApiDocument } from './openapi-document.ts';

/** How long a merged document is served before the services are asked again (they change only on deploy). */
export const DOCUMENT_TTL_MS = 60_000;

/**
 * The merged document, built at most once per TTL however many admins ask at once. An incomplete
 * one (a service did not answer) is not kept, so the next request tries again.
 */
export function cachedDocument(
  build: () => Promise<{ document: OpenApiDocument; complete: boolean }>,
  millis: () => number,
): () => Promise<OpenApiDocument> {
  let kept: { document: OpenApiDocument; until: number } | undefined;
  let building: Promise<OpenApiDocument> | undefined;
  return () => {
    if (kept && millis() < kept.until) return Promise.resolve(kept.document);
    building ??= build()
      .then(({ document, complete }) => {
        kept = complete ? { document, until: millis() + DOCUMENT_TTL_MS } : undefined;
        return document;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  };
}
