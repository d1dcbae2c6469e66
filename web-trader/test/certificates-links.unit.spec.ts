import { REALTIME_TYPES } from '@prop/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_KIND_LABELS,
  certificateFileName,
  certificatePdfUrl,
  certificateVerifyUrl,
  refreshesCertificates,
} from '../src/features/certificates/utils/certificate-links.ts';

describe("a certificate's links on the dashboard (issue 18)", () => {
  it('given a certificate id, then the PDF is the trader route with the id and .pdf, and the check is the public route', () => {
    expect(certificatePdfUrl('c0ffee-42')).toBe('/api/account/certificates/c0ffee-42.pdf');
    expect(certificateVerifyUrl('c0ffee-42')).toBe('/api/certificates/c0ffee-42');
    expect(certificateFileName('c0ffee-42')).toBe('certificate-c0ffee-42.pdf');
  });

  it('given an id with characters a path cannot hold, then they are encoded rather than changing the route', () => {
    expect(certificatePdfUrl('a/b')).toBe('/api/account/certificates/a%2Fb.pdf');
    expect(certificateVerifyUrl('a?b')).toBe('/api/certificates/a%3Fb');
  });

  it('given each kind, then it has a label', () => {
    expect(CERTIFICATE_KIND_LABELS).toEqual({ phase_passed: 'Phase passed', withdrawal_paid: 'Withdrawal paid' });
  });
});

describe('which pushes re-read the certificates', () => {
  it('given a phase or a withdrawal update, then the list is read again; given any other push, then it is not', () => {
    const refreshing = REALTIME_TYPES.filter(refreshesCertificates);
    expect(refreshing).toEqual(['withdrawal_update', 'phase_update']);
  });
});
