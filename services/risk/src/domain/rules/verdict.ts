import type { ObjectiveStatus, ObjectiveUnit, RuleName, Severity, ToGo, WarningLevel } from '@prop/contracts/rule-pack';

/** The figure a broken rule crossed and the line it crossed, in `unit` (cents for money). */
export interface Crossed {
  value: number;
  line: number;
  unit: ObjectiveUnit | 'cents' | 'minutes';
  /** The deal or position that crossed it, when one did. */
  subject?: string;
}

/**
 * What a rule says about an account at one instant. Pure data computed from the rule's stored
 * inputs only, so a breach can keep it and anyone can re-compute it from the same inputs.
 */
export interface Verdict {
  rule: RuleName;
  status: ObjectiveStatus;
  /** Where the account stands, in `unit`. */
  current: number;
  limit: number;
  unit: ObjectiveUnit;
  /** The warning level reached by a limit not yet broken. */
  warningLevel?: WarningLevel;
  /** What a target still takes. */
  toGo?: ToGo;
  /** ISO instant of the next daily reset. */
  resetsAt?: string;
  /** Present exactly when the rule is broken. */
  crossed?: Crossed;
}

/** A broken hard rule is a breach; a broken soft one a violation. */
export function brokenStatus(severity: Severity): ObjectiveStatus {
  return severity === 'hard' ? 'breached' : 'violated';
}

/**
 * A limit's status from how much of it is used (`used` and `limit` in one integer unit, so the
 * 80% and 90% levels compare exactly). Whether it is broken is the rule's own call: a loss breaks
 * at its limit, a volume only beyond it.
 */
export function limitStatus(
  severity: Severity,
  broken: boolean,
  used: number,
  limit: number,
): Pick<Verdict, 'status' | 'warningLevel'> {
  if (broken) return { status: brokenStatus(severity) };
  const level = warningLevelOf(used, limit);
  return level === 0 ? { status: 'ok' } : { status: 'warning', warningLevel: level };
}

/** The warning level `used` of `limit` has reached, 0 below the first: plain arithmetic, for every update. */
export function warningLevelOf(used: number, limit: number): WarningLevel | 0 {
  if (used * 10 >= limit * 9) return 90;
  if (used * 10 >= limit * 8) return 80;
  return 0;
}

/** A condition that holds or is broken, with what broke it. */
export function conditionStatus(severity: Severity, crossed: Crossed | undefined): Pick<Verdict, 'status' | 'crossed'> {
  return crossed ? { status: brokenStatus(severity), crossed } : { status: 'ok' };
}

/** A limit counted in whole days: its status and, once broken, the count and the line it crossed. */
export function daysLimitVerdict(
  rule: RuleName,
  severity: Severity,
  days: number,
  limit: number,
  broken: boolean,
): Verdict {
  return {
    rule,
    ...limitStatus(severity, broken, days, limit),
    current: days,
    limit,
    unit: 'days',
    ...(broken ? { crossed: { value: days, line: limit, unit: 'days' } } : {}),
  };
}

/** A condition no deal or position may break: the offenders counted, the first of them named. */
export function offendersVerdict(
  rule: RuleName,
  severity: Severity,
  unit: 'deals' | 'positions',
  offenders: string[],
): Verdict {
  const [first] = offenders;
  return {
    rule,
    ...conditionStatus(
      severity,
      first === undefined ? undefined : { value: offenders.length, line: 0, unit, subject: first },
    ),
    current: offenders.length,
    limit: 0,
    unit,
  };
}
