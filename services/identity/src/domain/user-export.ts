import type { KycStatus } from '@prop/contracts/kyc';
import type { UserExport } from '@prop/contracts/privacy';
import type { ServicesUserData } from '@prop/contracts/user-data';
import type { Session } from '@prop/service-kit/session-store';
import type { DeletionRequestRow, KycDocumentRow, KycRecordsTable, UserRow } from '../db/types.ts';
import { toTraderSession } from './trader-sessions.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export interface UserData {
  user: UserRow;
  kyc: Pick<KycRecordsTable, 'rejection_reason' | 'submitted_at'> & { status: KycStatus };
  documents: readonly KycDocumentRow[];
  sessions: readonly Session[];
  deletionRequests: readonly DeletionRequestRow[];
  /** What every other service holds, as each gave it. */
  services: ServicesUserData;
}

export function toDeletionRequest(row: DeletionRequestRow) {
  return { status: row.status, requestedAt: row.requested_at.toISOString(), decidedAt: iso(row.decided_at) };
}

/**
 * Everything identity holds on a trader, as they may download it, with what the other services
 * hold. KYC files are described, not included (they can ask support for copies); secrets (the
 * password hash, file keys) stay out.
 */
export function toUserExport(data: UserData, currentSessionId: string, now: Date): UserExport {
  const { user, kyc } = data;
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      phoneNumber: user.phone_number,
      dateOfBirth: user.date_of_birth,
      address: user.address,
      city: user.city,
      postalCode: user.postal_code,
      country: user.country,
      createdAt: user.created_at.toISOString(),
      updatedAt: user.updated_at.toISOString(),
      termsAcceptedAt: user.terms_accepted_at.toISOString(),
    },
    marketing: { consent: user.marketing_consent, consentAt: iso(user.marketing_consent_at) },
    emailVerification: { verified: user.email_verified_at !== null, verifiedAt: iso(user.email_verified_at) },
    kyc: {
      status: kyc.status,
      rejectionReason: kyc.rejection_reason,
      submittedAt: iso(kyc.submitted_at),
      documents: data.documents.map((document) => ({
        kind: document.kind,
        fileName: document.original_name,
        contentType: document.content_type,
        size: document.size,
        uploadedAt: document.created_at.toISOString(),
      })),
    },
    tradingAccounts: user.mt5_account_id ? [{ mt5AccountId: user.mt5_account_id }] : [],
    sessions: data.sessions.map((session) => toTraderSession(session, currentSessionId)),
    deletionRequests: data.deletionRequests.map(toDeletionRequest),
    services: data.services,
  };
}

/** `my-data-YYYY-MM-DD.json`, dated in UTC. */
export function exportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}
