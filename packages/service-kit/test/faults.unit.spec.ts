import { describe, expect, it } from 'vitest';
import { faultHook, parseFaultPoints } from '../src/faults.ts';

describe('fault points', () => {
  it('reads each point with its probability, and nothing from an empty setting', () => {
    expect(parseFaultPoints('db.before-commit:0.05, outbox.before-mark:1')).toEqual(
      new Map([
        ['db.before-commit', 0.05],
        ['outbox.before-mark', 1],
      ]),
    );
    expect(parseFaultPoints('')).toEqual(new Map());
  });

  it('refuses unknown points and probabilities outside 0..1', () => {
    expect(() => parseFaultPoints('db.before-commit')).toThrow(/not a fault point/);
    expect(() => parseFaultPoints('db.before-commit:1.5')).toThrow(/not a fault point/);
    expect(() => parseFaultPoints('kernel.panic:0.1')).toThrow(/not a fault point/);
  });

  it('kills at an armed point as often as its probability says, and has no hook when unarmed', () => {
    const points = parseFaultPoints('http.before-reply:0.25');
    expect(faultHook(points, 'db.before-commit')).toBeUndefined();
    let kills = 0;
    const draws = [0.1, 0.3, 0.24, 0.9];
    const hook = faultHook(
      points,
      'http.before-reply',
      () => draws.shift() ?? 1,
      () => {
        kills += 1;
      },
    );
    for (let index = 0; index < 4; index += 1) hook?.();
    expect(kills).toBe(2);
  });
});
