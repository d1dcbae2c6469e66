import { type Kysely, sql, type Transaction } from 'kysely';
import type { IdentityDb, UserRow } from './types.ts';

type Db = Kysely<IdentityDb> | Transaction<IdentityDb>;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  dateOfBirth: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /** Whether they ticked "Send me news and offers"; no by default. */
  marketingConsent?: boolean;
  /** The affiliate code they registered through (issue 23); affiliates judges it. */
  referralCode?: string;
}

/** Inserts the user and their pending KYC record; null when the email is taken. */
export async function insertUser(db: Transaction<IdentityDb>, user: NewUser, now: Date): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      date_of_birth: user.dateOfBirth,
      address: user.address,
      city: user.city,
      postal_code: user.postalCode,
      country: user.country,
      terms_accepted_at: now,
      marketing_consent: user.marketingConsent ?? false,
      marketing_consent_at: now,
      referral_code: user.referralCode ?? null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await db.insertInto('kyc_records').values({ user_id: row.id }).execute();
  return row;
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'first_name'
    | 'last_name'
    | 'phone_number'
    | 'date_of_birth'
    | 'address'
    | 'city'
    | 'postal_code'
    | 'country'
    | 'password_hash'
  >
>;

export function updateUser(db: Db, id: string, changes: UserChanges, now: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The deleted user's email (what the audit log keeps of them), or undefined when there was none. */
export function deleteUser(db: Db, id: string): Promise<{ email: string } | undefined> {
  return db.deleteFrom('users').where('id', '=', id).returning('email').executeTakeFirst();
}

/** Users with their KYC status, newest first, matching the search on email, first or last name. */
/** The admin user list, newest first, searched by email, first or last name: every match (the CSV export). */
export function usersWithKycQuery(db: Db, search?: string) {
  let query = db
    .selectFrom('users')
    .leftJoin('kyc_records', 'kyc_records.user_id', 'users.id')
    .selectAll('users')
    .select(sql<string>`coalesce(kyc_records.status, 'pending')`.as('kyc_status'))
    .orderBy('users.created_at', 'desc');
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((where) =>
      where.or([
        where(sql`lower(users.email)`, 'like', pattern),
        where(sql`lower(users.first_name)`, 'like', pattern),
        where(sql`lower(users.last_name)`, 'like', pattern),
      ]),
    );
  }
  return query;
}

/** The list as the admin screen shows it: the newest 500 matches. */
export function listUsersWithKyc(db: Db, search?: string) {
  return usersWithKycQuery(db, search).limit(500).execute();
}

export function findUserWithKyc(db: Db, id: string) {
  return db
    .selectFrom('users')
    .leftJoin('kyc_records', 'kyc_records.user_id', 'users.id')
    .selectAll('users')
    .select(sql<string>`coalesce(kyc_records.status, 'pending')`.as('kyc_status'))
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** Sets the user's marketing consent; undefined when it already was so (or there is no such user). */
export function changeMarketingConsent(db: Db, id: string, consent: boolean, now: Date): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ marketing_consent: consent, marketing_consent_at: now })
    .where('id', '=', id)
    .where('marketing_consent', '!=', consent)
    .returningAll()
    .executeTakeFirst();
}
