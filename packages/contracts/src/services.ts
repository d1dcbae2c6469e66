/** The platform's services, each with its own schema, stream and routes. */
export const SERVICE_NAMES = [
  'identity',
  'accounts',
  'risk',
  'payouts',
  'billing',
  'support',
  'marketing',
  'calendar',
  'audit',
  'programs',
  'affiliates',
  'reporting',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
