import type { ServiceDeps } from '@prop/service-kit/service-deps';

/** The service's pino logger, as the kit creates it. */
export type Logger = ServiceDeps<unknown>['log'];
