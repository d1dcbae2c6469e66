import { z } from 'zod';

/**
 * The parts of MetaApi's documented JSON we read. Provisioning API, GET /users/current/accounts:
 * an array of MetaTrader accounts. Client API, GET .../account-information: MetatraderAccountInformation.
 * Unknown fields are ignored; a field we need that is missing makes the answer unusable.
 */
export const metaApiAccountSchema = z.object({
  _id: z.string(),
  name: z.string().default(''),
  login: z.union([z.string(), z.number()]).transform(String),
  server: z.string().default(''),
  state: z.string(),
  connectionStatus: z.string().default('DISCONNECTED'),
  /** Older accounts say `platform: 'mt5'`, newer ones `version: 5`. */
  platform: z.string().optional(),
  version: z.number().optional(),
  type: z.string().default('cloud'),
});
export type MetaApiAccount = z.infer<typeof metaApiAccountSchema>;
export const metaApiAccountListSchema = z.array(metaApiAccountSchema);

export const metaApiAccountInformationSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  equity: z.number(),
  margin: z.number(),
  freeMargin: z.number(),
  marginLevel: z.number().optional(),
  leverage: z.number(),
});
export type MetaApiAccountInformation = z.infer<typeof metaApiAccountInformationSchema>;

/** MetaApi's TooManyRequestsError body (HTTP 429). */
export const tooManyRequestsSchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  metadata: z
    .object({
      recommendedRetryTime: z.string().optional(),
      /** perUser, perServer, perAccount, …: which limit was exceeded. */
      exceededConfig: z.string().optional(),
    })
    .optional(),
});
