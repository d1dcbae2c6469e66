import { z } from 'zod';

export const fundingTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int().positive(),
  price: z.number().int().positive(),
  popular: z.boolean(),
  features: z.array(z.string()),
});
export type FundingTier = z.infer<typeof fundingTierSchema>;

const commonFeatures = [
  'Maximum drawdown 5%',
  'Leverage 1:30',
  '60% profit share',
  // The purchase side's wording (docs/product-rules.md §1, §9); the dashboard enforces Saturdays.
  'Weekly profit withdrawals on Fridays',
  'Real-time monitoring and breach alerts',
  'No expert advisors',
];

/** The four tiers of docs/product-rules.md §9; prices are one-time, in euro. */
export const FUNDING_TIERS: readonly FundingTier[] = [
  { id: '10k', name: '10k Starter', amount: 10000, price: 139, popular: false, features: commonFeatures },
  { id: '25k', name: '25k Professional', amount: 25000, price: 249, popular: true, features: commonFeatures },
  { id: '50k', name: '50k Expert', amount: 50000, price: 379, popular: false, features: commonFeatures },
  { id: '100k', name: '100k Elite', amount: 100000, price: 599, popular: false, features: commonFeatures },
];

export function findTier(tierId: string): FundingTier | undefined {
  return FUNDING_TIERS.find((tier) => tier.id === tierId);
}
