import { sharedCounter } from '@prop/service-kit/metrics';

/** Breaches stored (one per account at most, as the database allows), counted once committed. */
export const breachesDetected = () =>
  sharedCounter('risk_breaches_detected_total', 'Breaches detected and stored, by rule', ['rule']);

// Registered at load, so a scrape lists it before its first event and alert rules find it.
breachesDetected();
