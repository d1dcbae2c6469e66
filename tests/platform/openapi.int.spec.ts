import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every service as its tests start it, listening on a loopback port of its own, and the gateway
// pointed at them: the merged API document is read the way admins read it, through the gateway.
import { findUndocumented } from '../../gateway/src/docs/find-undocumented.ts';
import type { OpenApiDocument } from '../../gateway/src/docs/openapi-document.ts';
import { DOCUMENT_PATH } from '../../gateway/src/docs/viewer-page.ts';
import { API_ROUTES } from '../../gateway/src/routes/route-table.ts';
import { startGateway, type TestGateway } from '../../gateway/test/support/gateway.ts';
import type { ServiceName } from '../../packages/contracts/src/services.ts';
import { startAccounts } from '../../services/accounts/test/helper.ts';
import { startAffiliates } from '../../services/affiliates/test/helper.ts';
import { startAudit } from '../../services/audit/test/helper.ts';
import { startBilling } from '../../services/billing/test/helper.ts';
import { startCalendar } from '../../services/calendar/test/helper.ts';
import { startIdentity } from '../../services/identity/test/helper.ts';
import { startMarketing } from '../../services/marketing/test/helper.ts';
import { startPayouts } from '../../services/payouts/test/helper.ts';
import { startPrograms } from '../../services/programs/test/helper.ts';
import { startReporting } from '../../services/reporting/test/helper.ts';
import { startRisk } from '../../services/risk/test/helper.ts';
import { startSupport } from '../../services/support/test/helper.ts';

/** The little of a service this file uses. */
interface Service {
  app: { listen(options: { host: string; port: number }): Promise<string> };
  close: () => Promise<void>;
}

const STARTERS: Record<ServiceName, () => Promise<Service>> = {
  identity: () => startIdentity(),
  accounts: () => startAccounts(),
  risk: () => startRisk(),
  payouts: () => startPayouts({ withAccounts: false, withRisk: false, withIdentity: false }),
  billing: () => startBilling(),
  calendar: () => startCalendar(),
  support: () => startSupport(),
  marketing: () => startMarketing(),
  audit: () => startAudit(),
  programs: () => startPrograms(),
  affiliates: () => startAffiliates(),
  reporting: () => startReporting(),
};

/** POSTs that take no body: each names an action on the caller or on the object in its path. */
const BODILESS = new Set([
  'POST /api/logout',
  'POST /api/admin/logout',
  'POST /api/email/verification',
  'POST /api/user/deletion-request',
  'POST /api/purchase/:id/checkout',
  'POST /api/admin/security/passkeys/options',
  'POST /api/admin/security/recovery-codes',
  'POST /api/admin/security/totp/enrol',
  'POST /api/admin/deletion-requests/:userId/confirm',
  'POST /api/admin/deletion-requests/:userId/reject',
  'POST /api/admin/admins/:id/disable',
  'POST /api/admin/admins/:id/enable',
  // issue 23: ending a view as a trader
  'POST /api/view-as/end',
  'POST /api/admin/admins/:id/second-factor/reset',
  'POST /api/admin/brevo/sync',
  'POST /api/admin/brevo/add/:userId',
  'POST /api/affiliate',
  'POST /api/affiliate/payout',
]);

describe('the merged OpenAPI document of the whole /api surface', () => {
  const services: Service[] = [];
  let gateway: TestGateway;
  /** The document as JSON, for the validator, and as the gateway's type, for the checks. */
  let json: Record<string, unknown>;
  let document: OpenApiDocument;

  beforeAll(async () => {
    const urls: Record<string, string> = {};
    // One after the other: ten services starting at once on a busy CI machine time out.
    for (const [name, start] of Object.entries(STARTERS)) {
      const service = await start();
      services.push(service);
      urls[`${name.toUpperCase()}_URL`] = await service.app.listen({ host: '127.0.0.1', port: 0 });
    }
    gateway = await startGateway(urls);
    const { cookie } = await gateway.signIn('admin');
    const response = await gateway.app.inject({ method: 'GET', url: DOCUMENT_PATH, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    json = response.json();
    document = response.json();
  }, 180_000);
  afterAll(async () => {
    await gateway?.close();
    for (const service of services.reverse()) await service.close();
  }, 60_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(json);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.description).not.toMatch(/Incomplete/);
  });

  it('describes every route of the gateway table with its request and response schemas', () => {
    expect(findUndocumented(API_ROUTES, document, BODILESS)).toEqual([]);
  });

  it('lists nothing the gateway does not route, and marks each route with its access class', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const routed = API_ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(listed.map(({ key }) => key).sort()).toEqual([...routed].sort());
    for (const route of API_ROUTES) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation?.['x-access'], `${route.method} ${route.path}`).toBe(route.access);
      expect(operation?.tags).toEqual([route.service]);
    }
  });

  it('describes the bodies services read themselves: the KYC upload as multipart, the Stripe webhook as raw bytes', () => {
    const upload = document.paths['/api/kyc/upload']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const webhook = document.paths['/api/billing/stripe/webhook']?.post;
    expect(Object.keys(webhook?.requestBody?.content ?? {})).toEqual(['*/*']);
  });
});
