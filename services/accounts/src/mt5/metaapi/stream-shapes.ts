import { z } from 'zod';
import { metaApiAccountInformationSchema, tooManyRequestsSchema } from './metaapi-shapes.ts';

/**
 * The parts of MetaApi's websocket API we read (https://metaapi.cloud/docs/client/websocket/overview/).
 * Every terminal event comes as a `synchronization` event whose `type` names it; one flat shape
 * holds the fields of the types we use, the rest (specifications, orders, …) are ignored. Deals and
 * positions are not read here: they only say that the ledger moved, which the REST feed then reads.
 */
export const synchronizationPacketSchema = z.object({
  /** authenticated, disconnected, status, keepalive, synchronizationStarted, accountInformation, prices, update, deals, positions, … */
  type: z.string(),
  accountId: z.string().min(1),
  /** The terminal instance (0 or 1 for a high-reliability account); absent means 0. */
  instanceIndex: z.number().int().optional(),
  /** The server the terminal runs on; a synchronize request names it. */
  host: z.string().optional(),
  /** authenticated: the session of the subscribe it answers. */
  sessionId: z.string().optional(),
  /** Packets of a synchronization name it; those of an older one are stale. */
  synchronizationId: z.string().optional(),
  /** accountInformation, and update when the figures changed: MetatraderAccountInformation. */
  accountInformation: metaApiAccountInformationSchema.optional().catch(undefined),
  /** prices: the account's figures at those prices. */
  equity: z.number().optional(),
  margin: z.number().optional(),
  freeMargin: z.number().optional(),
  marginLevel: z.number().optional(),
  /** deals (synchronization) and update (live): deals added. */
  deals: z.array(z.unknown()).optional(),
  /** update: positions opened or changed, and closed. */
  updatedPositions: z.array(z.unknown()).optional(),
  removedPositionIds: z.array(z.string()).optional(),
});
export type SynchronizationPacket = z.infer<typeof synchronizationPacketSchema>;

/** The `response` event: a request was carried out. */
export const responseSchema = z.object({ requestId: z.string() });

/** The `processingError` event: a request failed (NotFoundError, TooManyRequestsError, UnauthorizedError, …). */
export const processingErrorSchema = tooManyRequestsSchema.extend({
  requestId: z.string().optional(),
});
export type ProcessingError = z.infer<typeof processingErrorSchema>;

/** MetaApi may send an event's payload as a JSON string. */
export function payloadOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
