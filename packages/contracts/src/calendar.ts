import { z } from 'zod';

export const economicEventSchema = z.object({
  id: z.string(),
  time: z.string(),
  importance: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  country: z.string(),
  currency: z.string(),
  title: z.string(),
  previous: z.string().nullable(),
  forecast: z.string().nullable(),
  actual: z.string().nullable(),
});
export type EconomicEvent = z.infer<typeof economicEventSchema>;
