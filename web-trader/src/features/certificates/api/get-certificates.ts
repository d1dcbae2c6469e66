import { urlOf } from '@prop/contracts/endpoints/define';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import type { Certificate } from '@prop/contracts/program';
import { getJsonOrNull } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const CERTIFICATES_KEY = urlOf(programsEndpoints.getAccountCertificates);

/** GET /api/account/certificates, newest first; a 404 (nothing to certify yet) reads as `null`. */
export function getCertificates(): Promise<Certificate[] | null> {
  return getJsonOrNull<Certificate[]>(CERTIFICATES_KEY);
}

/** Re-read on every `phase_update` and `withdrawal_update` push (see the dashboard's live updates). */
export function useCertificates(enabled = true) {
  return useSWR(enabled ? CERTIFICATES_KEY : null, getCertificates);
}
