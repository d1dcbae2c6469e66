import type { AdminAffiliate, AffiliateFigures } from '@prop/contracts/affiliates';
import { moneyOf, moneyText } from '@prop/contracts/money';
import { type Kysely, sql } from 'kysely';
import type { AffiliatesDb } from '../db/types.ts';
import { availableOf } from '../domain/commission.ts';
import { referralLink } from '../domain/referral-code.ts';

/** Every affiliate (or one) with their counts and commission sums, in one query. */
function figuresQuery(db: Kysely<AffiliatesDb>) {
  return db
    .selectFrom('affiliates as a')
    .leftJoin('known_users as u', 'u.id', 'a.user_id')
    .select((eb) => [
      'a.user_id',
      'a.code',
      'a.joined_at',
      'u.email',
      'u.first_name',
      'u.last_name',
      eb
        .selectFrom('referral_clicks as c')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('c.affiliate_id', '=', 'a.user_id')
        .as('clicks'),
      eb
        .selectFrom('referrals as r')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('r.affiliate_id', '=', 'a.user_id')
        .as('signups'),
      eb
        .selectFrom('commissions as m')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('m.affiliate_id', '=', 'a.user_id')
        .as('purchases'),
      eb
        .selectFrom('commissions as m')
        .select(sql<string>`coalesce(sum(m.amount), 0)::text`.as('sum'))
        .whereRef('m.affiliate_id', '=', 'a.user_id')
        .as('accrued'),
      eb
        .selectFrom('commissions as m')
        .select(sql<string>`coalesce(sum(m.reversed), 0)::text`.as('sum'))
        .whereRef('m.affiliate_id', '=', 'a.user_id')
        .as('reversed'),
      eb
        .selectFrom('commission_payouts as p')
        .select(sql<string>`coalesce(sum(p.amount) filter (where p.status = 'paid'), 0)::text`.as('sum'))
        .whereRef('p.affiliate_id', '=', 'a.user_id')
        .as('paid'),
      eb
        .selectFrom('commission_payouts as p')
        .select(sql<string>`coalesce(sum(p.amount) filter (where p.status = 'pending'), 0)::text`.as('sum'))
        .whereRef('p.affiliate_id', '=', 'a.user_id')
        .as('pending'),
    ]);
}

type FiguresRow = Awaited<ReturnType<ReturnType<typeof figuresQuery>['executeTakeFirstOrThrow']>>;

function toFigures(row: FiguresRow, publicAppUrl: string): AffiliateFigures {
  const totals = {
    accrued: moneyOf(row.accrued ?? '0'),
    reversed: moneyOf(row.reversed ?? '0'),
    paid: moneyOf(row.paid ?? '0'),
    pending: moneyOf(row.pending ?? '0'),
  };
  return {
    code: row.code,
    link: referralLink(publicAppUrl, row.code),
    joinedAt: row.joined_at.toISOString(),
    clicks: Number(row.clicks ?? 0),
    signups: Number(row.signups ?? 0),
    purchases: Number(row.purchases ?? 0),
    commission: {
      accrued: moneyText(totals.accrued),
      reversed: moneyText(totals.reversed),
      paid: moneyText(totals.paid),
      pending: moneyText(totals.pending),
      available: moneyText(availableOf(totals)),
    },
  };
}

export async function loadAffiliateFigures(
  db: Kysely<AffiliatesDb>,
  publicAppUrl: string,
  userId: string,
): Promise<AffiliateFigures | null> {
  const row = await figuresQuery(db).where('a.user_id', '=', userId).executeTakeFirst();
  return row ? toFigures(row, publicAppUrl) : null;
}

/** The back office's list, newest affiliate first; a trader not yet copied from identity shows as unknown. */
export async function loadAdminAffiliates(db: Kysely<AffiliatesDb>, publicAppUrl: string): Promise<AdminAffiliate[]> {
  const rows = await figuresQuery(db).orderBy('a.joined_at', 'desc').execute();
  return rows.map((row) => ({
    ...toFigures(row, publicAppUrl),
    userId: row.user_id,
    name: row.first_name ? `${row.first_name} ${row.last_name}` : 'Unknown trader',
    email: row.email ?? '',
  }));
}
