import { z } from 'zod';

/** Every event on NATS: `id` is also the JetStream Nats-Msg-Id, so a re-publish is de-duplicated. */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  occurredAt: z.string(),
  version: z.number().int().positive(),
  data: z.unknown(),
});
export type Envelope<TType extends string = string, TData = unknown> = {
  id: string;
  type: TType;
  occurredAt: string;
  version: number;
  data: TData;
};

/** The envelope of a message's text; undefined when the text is not JSON or not an envelope. */
export function envelopeOfText(text: string): Envelope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return envelopeSchema.safeParse(json).data;
}

/** An event definition: the subject it is published on (after the service prefix) and its data. */
export interface EventDefinition<TType extends string, TData extends z.ZodType> {
  service: string;
  type: TType;
  subject: string;
  version: number;
  data: TData;
}

export function defineEvent<TType extends string, TData extends z.ZodType>(
  service: string,
  event: string,
  type: TType,
  data: TData,
  version = 1,
): EventDefinition<TType, TData> {
  return { service, type, subject: `${service}.${event}`, version, data };
}

// biome-ignore lint/suspicious/noExplicitAny: a definition of any event, as lists of them are held
export type AnyEventDefinition = EventDefinition<string, any>;

/** The envelope of one of a list of definitions, discriminated by `type`. */
export type EventOf<TDefinition extends AnyEventDefinition> =
  TDefinition extends EventDefinition<infer TType, infer TData> ? Envelope<TType, z.output<TData>> : never;
