import { moneyOf, moneyOfFigure, moneyText } from '@prop/contracts/money';

/**
 * An amount read from a numeric column in the spelling the API uses for funding balances: no
 * trailing zeros ('25000.00' is '25000', '10250.50' is '10250.5'). Refuses text that is no amount.
 */
export function plainMoneyText(text: string): string {
  return moneyText(moneyOf(text)).replace(/0+$/, '').replace(/\.$/, '');
}

/** The latest balance and equity of a snapshot as money text (MT5 floats rounded to the cent); null when none are known. */
export function figuresOf(snapshot: { info: { balance: number; equity: number } | null } | undefined) {
  const info = snapshot?.info;
  return info
    ? { balance: moneyText(moneyOfFigure(info.balance)), equity: moneyText(moneyOfFigure(info.equity)) }
    : null;
}
