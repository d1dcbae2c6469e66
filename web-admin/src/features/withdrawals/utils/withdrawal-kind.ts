import type { WithdrawalRequest } from '@prop/contracts/withdrawal';

/** Shown with a request that pays an affiliate's commission (issue 23) rather than a profit split. */
export const AFFILIATE_COMMISSION_LABEL = 'Affiliate commission';

/** Whether the request pays an affiliate's commission: no funded account, no profit, no 60%. */
export const isAffiliateCommission = (request: WithdrawalRequest) => request.kind === 'affiliate_commission';
