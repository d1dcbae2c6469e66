import { describe, expect, it } from 'vitest';
import { holderOf, phasePassedTitle, withdrawalPaidTitle } from '../src/domain/certificate-wording.ts';

describe('what a certificate says', () => {
  it('names its holder by first name and last initial', () => {
    expect(holderOf({ first_name: 'Anna', last_name: 'kowalska' })).toBe('Anna K.');
    expect(holderOf({ first_name: ' Jo ', last_name: '' })).toBe('Jo');
  });

  it("falls back to 'Trader' when the name is unknown or blank", () => {
    expect(holderOf(undefined)).toBe('Trader');
    expect(holderOf({ first_name: '  ', last_name: 'Smith' })).toBe('Trader');
  });

  it('titles a passed phase and a paid profit share', () => {
    expect(phasePassedTitle('Two-Step Challenge', 'Phase 1')).toBe('Two-Step Challenge · Phase 1 passed');
    expect(withdrawalPaidTitle('1250.00', 'EUR')).toBe('Profit share paid · €1,250.00');
    expect(withdrawalPaidTitle('99.5', 'USD')).toBe('Profit share paid · $99.50');
  });
});
