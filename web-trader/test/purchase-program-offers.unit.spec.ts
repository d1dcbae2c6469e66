import { DEFAULT_PROGRAM_ID, type Program, SEED_PROGRAMS } from '@prop/contracts/program';
import { purchaseSubmitSchema } from '@prop/contracts/purchase';
import { FUNDING_TIERS } from '@prop/contracts/tiers';
import { describe, expect, it } from 'vitest';
import { formatPriceEuro } from '../src/features/purchase/utils/euro.ts';
import { programOffers, purchaseInput } from '../src/features/purchase/utils/program-offers.ts';

const catalogue: Program[] = SEED_PROGRAMS.map((program) => ({ ...program, createdAt: '2025-03-03T10:00:00.000Z' }));
const twoStep = catalogue.find(({ id }) => id === 'two-step') as Program;

describe('the programs on the Buy Account screen (issue 18)', () => {
  it('given no catalogue (still loading or unreadable), then Instant Funding alone is offered with the four tiers of the spec', () => {
    const offers = programOffers(undefined);
    expect(offers.map(({ id }) => id)).toEqual([DEFAULT_PROGRAM_ID]);
    const [instant] = offers;
    expect(
      instant.tiers.map(({ id, name, amount, price, popular, features }) => ({
        id,
        name,
        amount,
        price,
        popular,
        features,
      })),
    ).toEqual(
      FUNDING_TIERS.map(({ id, name, amount, price, popular, features }) => ({
        id,
        name,
        amount,
        price,
        popular,
        features,
      })),
    );
    expect(instant.tiers.map(({ sizeText }) => sizeText)).toEqual([
      '€10,000 funded account',
      '€25,000 funded account',
      '€50,000 funded account',
      '€100,000 funded account',
    ]);
    expect(instant.tiers.every(({ phases }) => phases.length === 0)).toBe(true);
    expect(instant.afterText).toBe(
      'After you submit you receive a payment reference. Your account is funded once your payment is approved.',
    );
  });

  it('given the seeded catalogue, then Instant Funding comes first and keeps the spec tiers, the others follow in order', () => {
    const offers = programOffers(catalogue);
    expect(offers.map(({ id, name }) => [id, name])).toEqual([
      ['instant-funding', 'Instant Funding'],
      ['two-step', 'Two-Step Challenge'],
      ['one-step', 'One-Step'],
    ]);
    expect(offers[0].tiers.map(({ name }) => name)).toEqual(FUNDING_TIERS.map(({ name }) => name));
    expect(offers.map(({ fromText }) => fromText)).toEqual(['From €139', 'From €89', 'From €109']);
  });

  it("given another program, then each size is a card named like '25k', titled as the history names it, with every phase's rules and the share", () => {
    const offer = programOffers(catalogue)[1];
    const tier = offer?.tiers.find(({ id }) => id === '25k');
    expect(tier).toMatchObject({
      name: '25k',
      title: 'Two-Step Challenge 25k',
      amount: 25000,
      price: 179,
      popular: false,
      sizeText: '€25,000 evaluation account',
      features: ['80% profit share'],
    });
    expect(tier?.phases.map(({ name }) => name)).toEqual(['Phase 1', 'Phase 2', 'Funded']);
    expect(tier?.phases[0]?.rules).toEqual(expect.arrayContaining(['Profit target 10%', 'At least 4 trading days']));
    expect(tier?.phases[1]?.rules).toContain('Profit target 5%');
    expect(offer?.afterText).toBe(
      'After you submit you receive a payment reference. Your Phase 1 account opens once your payment is approved.',
    );
  });

  it('given a withdrawn program, or no Instant Funding in the catalogue, then the withdrawn one is left out and Instant Funding is still first', () => {
    const offers = programOffers([{ ...twoStep, active: false }, catalogue[2] as Program]);
    expect(offers.map(({ id }) => id)).toEqual(['instant-funding', 'one-step']);
    expect(offers[0].name).toBe('Instant Funding');
  });

  it('given a price with cents, then the card shows the cents and the post carries them', () => {
    const offer = programOffers([{ ...twoStep, sizes: [{ amount: 25000, price: '179.50' }] }])[1];
    const tier = offer?.tiers[0];
    expect(tier?.price).toBe(179.5);
    expect(formatPriceEuro(tier?.price ?? 0)).toBe('€179.50');
    expect(formatPriceEuro(249)).toBe('€249');
  });
});

describe('what the purchase posts', () => {
  it('given an Instant Funding tier, then the body is exactly the spec one: {tierId, amount, price}', () => {
    const [instant] = programOffers(catalogue);
    const tier = instant.tiers.find(({ id }) => id === '25k');
    if (!tier) throw new Error('no 25k tier');
    const body = purchaseInput(instant, tier);
    expect(body).toStrictEqual({ tierId: '25k', amount: 25000, price: 249 });
    expect(purchaseSubmitSchema.safeParse(body).success).toBe(true);
  });

  it("given another program's size, then the body names the program", () => {
    const offer = programOffers(catalogue)[1];
    const tier = offer?.tiers.find(({ id }) => id === '100k');
    if (!offer || !tier) throw new Error('no Two-Step 100k');
    const body = purchaseInput(offer, tier);
    expect(body).toStrictEqual({ programId: 'two-step', tierId: '100k', amount: 100000, price: 499 });
    expect(purchaseSubmitSchema.parse(body)).toEqual(body);
  });
});
