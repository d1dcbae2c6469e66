import { accountsEndpoints } from './accounts.ts';
import { affiliatesEndpoints } from './affiliates.ts';
import { auditEndpoints } from './audit.ts';
import { billingEndpoints } from './billing.ts';
import { calendarEndpoints } from './calendar.ts';
import type { Endpoint } from './define.ts';
import { identityEndpoints } from './identity.ts';
import { marketingEndpoints } from './marketing.ts';
import { payoutsEndpoints } from './payouts.ts';
import { programsEndpoints } from './programs.ts';
import { reportingEndpoints } from './reporting.ts';
import { riskEndpoints } from './risk.ts';
import { supportEndpoints } from './support.ts';

/**
 * Every /api call of the platform. The gateway routes exactly these; nothing else under /api
 * exists, and each service registers exactly those it owns (a test holds both to it).
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  identityEndpoints,
  accountsEndpoints,
  riskEndpoints,
  payoutsEndpoints,
  billingEndpoints,
  calendarEndpoints,
  supportEndpoints,
  marketingEndpoints,
  auditEndpoints,
  programsEndpoints,
  affiliatesEndpoints,
  reportingEndpoints,
].flatMap((endpoints) => Object.values(endpoints));
