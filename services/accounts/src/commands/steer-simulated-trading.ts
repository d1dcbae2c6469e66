import { ACCOUNT_MESSAGES } from '@prop/contracts/account';
import { type OpenSimulatedPosition, type Position, TRADING_MESSAGES } from '@prop/contracts/trading';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, conflict, notFound } from '@prop/service-kit/errors';
import type { AccountsContext } from '../context.ts';
import type { Mt5SimulatorControl } from '../mt5/provider.ts';
import { SimulatorRefusal } from '../mt5/simulator/trading-desk.ts';

type SteeringContext = Pick<AccountsContext, 'runtime' | 'provider' | 'simulatorSteering'>;

/** The simulator's control, outside production only: demos and tests steer trades, never real money. */
function controlOf(ctx: SteeringContext): Mt5SimulatorControl {
  const control = ctx.provider.control;
  if (!control || !ctx.simulatorSteering) throw conflict(TRADING_MESSAGES.simulatorOnly);
  return control;
}

/** What the simulated broker refuses (unknown symbol, bad volume or stops, market closed) is the caller's mistake: 400. */
function refusalIsBadRequest<T>(act: () => T): T {
  try {
    return act();
  } catch (error) {
    if (error instanceof SimulatorRefusal) throw badRequest(error.message);
    throw error;
  }
}

/** Opens a position on a simulated account at the symbol's price now; audited. */
export async function openSimulatedPosition(
  ctx: SteeringContext,
  actor: Actor,
  mt5AccountId: string,
  order: OpenSimulatedPosition,
): Promise<Position> {
  const control = controlOf(ctx);
  return runCommand(ctx.runtime, actor, async ({ audit }) => {
    const position = refusalIsBadRequest(() => control.openPosition(mt5AccountId, order));
    if (!position) throw notFound(ACCOUNT_MESSAGES.mt5NotFound);
    await audit({
      action: 'mt5.position_opened',
      target: { type: 'mt5_account', id: mt5AccountId },
      before: null,
      after: { positionId: position.id, symbol: position.symbol, type: position.type, volume: position.volume },
    });
    return position;
  });
}

/** Closes a simulated position whole at the price now; audited. */
export async function closeSimulatedPosition(
  ctx: SteeringContext,
  actor: Actor,
  mt5AccountId: string,
  positionId: string,
): Promise<void> {
  const control = controlOf(ctx);
  await runCommand(ctx.runtime, actor, async ({ audit }) => {
    if (!control.closePosition(mt5AccountId, positionId)) throw notFound(TRADING_MESSAGES.positionNotFound);
    await audit({
      action: 'mt5.position_closed',
      target: { type: 'mt5_account', id: mt5AccountId },
      before: { positionId },
      after: null,
    });
  });
}

/** Moves a symbol's price for every simulated account; audited. */
export async function moveSimulatedPrice(ctx: SteeringContext, actor: Actor, symbol: string, price: number) {
  const control = controlOf(ctx);
  await runCommand(ctx.runtime, actor, async ({ audit }) => {
    refusalIsBadRequest(() => control.movePrice(symbol, price));
    await audit({ action: 'mt5.price_moved', target: { type: 'symbol', id: symbol }, before: null, after: { price } });
  });
}
