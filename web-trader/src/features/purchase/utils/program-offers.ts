import { DEFAULT_PROGRAM_ID, type Program, SEED_PROGRAMS, sizeTierId } from '@prop/contracts/program';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { describeRule } from '@prop/contracts/rule-words';
import { FUNDING_TIERS } from '@prop/contracts/tiers';
import { formatPriceEuro, formatWholeEuro } from './euro.ts';

/** One phase of a program with its rules in words, as a tier card lists it. */
export interface PhaseLines {
  /** Its rule pack's id, one per phase. */
  id: string;
  name: string;
  rules: readonly string[];
}

/** One card of the tier picker: an Instant Funding tier as the spec has it, or one size of another program. */
export interface TierOffer {
  id: string;
  /** The card's name: '25k Professional', or '25k' for a program's size. */
  name: string;
  /** The summary's title, as the purchase history names it: '25k Professional', 'Two-Step Challenge 25k'. */
  title: string;
  amount: number;
  price: number;
  popular: boolean;
  /** '€25,000 funded account', '€25,000 evaluation account'. */
  sizeText: string;
  phases: readonly PhaseLines[];
  features: readonly string[];
}

/** A program on sale with its tiers; Instant Funding's are the spec's four. */
export interface ProgramOffer {
  id: string;
  name: string;
  description: string;
  /** 'From €89': the lowest price of its tiers. */
  fromText: string;
  tiers: readonly TierOffer[];
  /** The summary's line on what happens once the payment is approved. */
  afterText: string;
}

const INSTANT_FUNDING_AFTER =
  'After you submit you receive a payment reference. Your account is funded once your payment is approved.';

const seedInstantFunding = SEED_PROGRAMS.find(({ id }) => id === DEFAULT_PROGRAM_ID);

function fromText(tiers: readonly TierOffer[]): string {
  return `From ${formatPriceEuro(Math.min(...tiers.map(({ price }) => price)))}`;
}

/** Instant Funding shows exactly the spec's tiers, whatever the catalogue says of it. */
function instantFundingOffer(listed: Program | undefined): ProgramOffer {
  const tiers = FUNDING_TIERS.map(
    (tier): TierOffer => ({
      ...tier,
      title: tier.name,
      sizeText: `${formatWholeEuro(tier.amount)} funded account`,
      phases: [],
    }),
  );
  return {
    id: DEFAULT_PROGRAM_ID,
    name: listed?.name ?? seedInstantFunding?.name ?? 'Instant Funding',
    description: listed?.description ?? seedInstantFunding?.description ?? '',
    fromText: fromText(tiers),
    tiers,
    afterText: INSTANT_FUNDING_AFTER,
  };
}

/** Another program: each size a card, listing every phase's rules and the profit share. */
function programOffer(program: Program): ProgramOffer {
  const first = program.phases[0];
  const accountKind = first?.kind === 'evaluation' ? 'evaluation' : 'funded';
  const phases = program.phases.map(
    (phase): PhaseLines => ({
      id: phase.rulePack.id,
      name: phase.name,
      rules: phase.rulePack.rules.map(describeRule),
    }),
  );
  const features = [`${program.profitSharePercent}% profit share`];
  const tiers = program.sizes.map((size): TierOffer => {
    const id = sizeTierId(size.amount);
    return {
      id,
      name: id,
      title: `${program.name} ${id}`,
      amount: size.amount,
      price: Number(size.price),
      popular: false,
      sizeText: `${formatWholeEuro(size.amount)} ${accountKind} account`,
      phases,
      features,
    };
  });
  return {
    id: program.id,
    name: program.name,
    description: program.description,
    fromText: fromText(tiers),
    tiers,
    afterText: `After you submit you receive a payment reference. Your ${first?.name ?? 'first'} account opens once your payment is approved.`,
  };
}

/**
 * The programs the Buy Account screen offers: Instant Funding first and always (so a catalogue that
 * cannot be read never stands in the way of buying it), then every other active program listed.
 */
export function programOffers(catalogue: readonly Program[] | undefined): [ProgramOffer, ...ProgramOffer[]] {
  const listed = catalogue?.filter(({ active }) => active) ?? [];
  const others = listed.filter(({ id, sizes }) => id !== DEFAULT_PROGRAM_ID && sizes.length > 0);
  return [instantFundingOffer(listed.find(({ id }) => id === DEFAULT_PROGRAM_ID)), ...others.map(programOffer)];
}

/** The request body: Instant Funding's stays the spec's `{tierId, amount, price}`; another program is named. */
export function purchaseInput(program: ProgramOffer, tier: TierOffer): PurchaseSubmitInput {
  const body = { tierId: tier.id, amount: tier.amount, price: tier.price };
  return program.id === DEFAULT_PROGRAM_ID ? body : { programId: program.id, ...body };
}
