import { FUNDING_BALANCES } from '@prop/contracts/constants';

/** What an MT5 account is called on the simulated broker; stable for a seed and an index. */
export interface DemoIdentity {
  id: string;
  name: string;
  login: string;
  server: string;
}

export const SIMULATED_BROKER = {
  server: 'PropSim-Demo',
  platform: 'mt5',
  type: 'cloud-g2',
  currency: 'USD',
  leverage: 30,
  state: 'DEPLOYED',
  connectionStatus: 'CONNECTED',
} as const;

/** Account number `index` of the simulator seeded with `seed`. */
export function demoIdentity(seed: number, index: number): DemoIdentity {
  const login = 50_000_000 + (seed % 4000) * 10_000 + index;
  return {
    id: `sim-${seed.toString(36)}-${index}`,
    name: `Demo Trader ${index + 1}`,
    login: String(login),
    server: SIMULATED_BROKER.server,
  };
}

/** The opening balance of a pool account: one of the funding sizes, picked by the seeded generator. */
export function openingBalance(random: () => number): number {
  return FUNDING_BALANCES[Math.floor(random() * FUNDING_BALANCES.length)] ?? FUNDING_BALANCES[0];
}
