import type { FastifyBaseLogger } from 'fastify';
import { CALLER_HEADERS } from '@prop/service-kit/caller';
import type { ServiceName } from '@prop/service-kit/config';
import { OPENAPI_PATH } from '@prop/service-kit/openapi';
import type { OpenApiDocument } from './openapi-document.ts';

export interface ServiceDocumentSource {
  upstreams: Record<ServiceName, string>;
  internalToken: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

async function readOne(service: ServiceName, source: ServiceDocumentSource): Promise<OpenApiDocument | undefined> {
  try {
    const response = await fetch(`${source.upstreams[service]}${OPENAPI_PATH}`, {
      headers: { [CALLER_HEADERS.internalToken]: source.internalToken },
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } catch (err) {
    source.log.warn({ err, service }, 'service API document unavailable');
    return undefined;
  }
}

/** Every service's own OpenAPI document, read at once; a service that does not answer is left out. */
export async function readServiceDocuments(
  services: readonly ServiceName[],
  source: ServiceDocumentSource,
): Promise<Partial<Record<ServiceName, OpenApiDocument>>> {
  const documents = await Promise.all(services.map(async (service) => [service, await readOne(service, source)]));
  return Object.fromEntries(documents.filter(([, document]) => document !== undefined));
}
