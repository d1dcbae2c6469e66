import { sharedCounter } from '@prop/service-kit/metrics';

/** Warning levels raised (once per level, rule, account and trading day), counted once committed. */
export const warningsRaised = () =>
  sharedCounter('risk_warnings_total', 'Loss-limit warnings raised, by rule and level (percent of the limit)', [
    'rule',
    'level',
  ]);

// Registered at load, so a scrape lists it before the first warning and alert rules find it.
warningsRaised();
