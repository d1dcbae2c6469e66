import type { AdminUser, CurrentUser } from '@prop/contracts/user';
import type { KycStatus } from '@prop/contracts/kyc';
import type { UserRow } from '../db/types.ts';

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    dateOfBirth: row.date_of_birth,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    createdAt: row.created_at.toISOString(),
    marketingConsent: row.marketing_consent,
    marketingConsentAt: row.marketing_consent_at?.toISOString() ?? null,
    emailVerified: row.email_verified_at !== null,
  };
}

export function toAdminUser(row: UserRow & { kyc_status: string }): AdminUser {
  return {
    ...toCurrentUser(row),
    kycStatus: row.kyc_status as KycStatus,
    account: row.mt5_account_id ? { mt5AccountId: row.mt5_account_id } : null,
  };
}

export function toEventProfile(row: UserRow) {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
  };
}

/** consent.changed: who, and what they chose when (a row whose consent was just set has its time). */
export function toConsentEvent(row: UserRow) {
  return {
    ...toEventProfile(row),
    marketingConsent: row.marketing_consent,
    at: (row.marketing_consent_at ?? row.updated_at).toISOString(),
  };
}
