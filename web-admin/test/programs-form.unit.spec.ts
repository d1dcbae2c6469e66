import { PROGRAM_MESSAGES, type Program, SEED_PROGRAMS } from '@prop/contracts/program';
import { describe, expect, it } from 'vitest';
import {
  addableRules,
  checkNewProgramForm,
  checkVersionForm,
  emptyProgramForm,
  formOfProgram,
  newRuleForm,
  type ProgramForm,
} from '../src/features/programs/utils/program-form.ts';

const seeded = (id: string): Program => {
  const program = SEED_PROGRAMS.find((each) => each.id === id);
  if (!program) throw new Error(`no seeded program ${id}`);
  return { ...program, createdAt: '2026-01-01T00:00:00Z' };
};

/** A valid new program to break one field at a time. */
const validNew = (): ProgramForm => ({
  ...emptyProgramForm(),
  id: 'three-step',
  name: 'Three-Step',
  sizes: [{ amount: '10000', price: '99' }],
});

const errorsOf = (form: ProgramForm) => {
  const checked = checkNewProgramForm(form);
  return checked.ok ? {} : checked.errors;
};

describe('the program editor form and the request body', () => {
  it.each(SEED_PROGRAMS.map(({ id }) => id))(
    'given the seeded %s opened for a new version and saved unchanged, then the body is that version',
    (id) => {
      const program = seeded(id);
      const checked = checkVersionForm(formOfProgram(program));
      expect(checked).toEqual({
        ok: true,
        body: {
          name: program.name,
          description: program.description,
          phases: program.phases.map(({ name, kind, rulePack }) => ({ name, kind, rules: rulePack.rules })),
          sizes: program.sizes,
          profitSharePercent: program.profitSharePercent,
          review: program.review,
          active: program.active,
        },
      });
    },
  );

  it('given a valid new program, then its body carries the id and numbers, not text', () => {
    const checked = checkNewProgramForm({ ...validNew(), id: ' three-step ', profitSharePercent: ' 75 ' });
    expect(checked.ok && checked.body).toMatchObject({
      id: 'three-step',
      profitSharePercent: 75,
      sizes: [{ amount: 10000, price: '99' }],
      phases: [{ name: 'Funded', kind: 'funded', rules: [{ rule: 'max_loss', basis: 'static', percent: 10 }] }],
    });
  });

  it('given an empty new program, then the id, name and size fields each say what is missing', () => {
    expect(errorsOf(emptyProgramForm())).toMatchObject({
      id: 'At least 2 characters',
      name: 'Required',
      'sizes.0.amount': 'Enter a number',
      'sizes.0.price': 'A price in euro, e.g. 139 or 139.00',
    });
  });

  it('given an id with capitals, then the schema says how an id is spelt', () => {
    expect(errorsOf({ ...validNew(), id: 'Three Step' }).id).toBe('Lower-case letters, digits and single dashes');
  });

  it('given rule figures that are not numbers, whole or in range, then each field says so', () => {
    const form = validNew();
    form.phases[0]?.rules.push(
      { ...newRuleForm('min_trading_days'), values: { days: '1.5' } },
      { ...newRuleForm('profit_target'), values: { percent: 'ten' } },
      { ...newRuleForm('consistency'), values: { maxBestDayPercent: '0' } },
      { ...newRuleForm('max_trade_volume'), values: { lots: '' } },
    );
    expect(errorsOf(form)).toEqual({
      'phases.0.rules.1.days': 'Enter a whole number',
      'phases.0.rules.2.percent': 'Enter a number',
      'phases.0.rules.3.maxBestDayPercent': 'More than 0',
      'phases.0.rules.4.lots': 'Enter a number',
    });
  });

  it('given a daily loss with a bad reset time and zone, then both fields give the schema reason', () => {
    const form = validNew();
    const daily = newRuleForm('daily_loss');
    form.phases[0]?.rules.push({ ...daily, values: { ...daily.values, resetTime: '24:00', timeZone: 'Mars/Olympus' } });
    expect(errorsOf(form)).toEqual({
      'phases.0.rules.1.resetTime': 'HH:MM',
      'phases.0.rules.1.timeZone': 'Unknown time zone',
    });
  });

  it('given the same size twice, then the sizes say each size at most once', () => {
    const form = {
      ...validNew(),
      sizes: [
        { amount: '10000', price: '99' },
        { amount: '10000', price: '149' },
      ],
    };
    expect(errorsOf(form)).toEqual({ sizes: 'Each size at most once' });
  });

  it('given a funded phase that is not last, then the phases say a program ends with one funded phase', () => {
    const form = {
      ...validNew(),
      phases: [...validNew().phases, { name: 'Phase 1', kind: 'evaluation' as const, rules: [] }],
    };
    expect(errorsOf(form)).toEqual({ phases: PROGRAM_MESSAGES.fundedLast });
  });

  it('given a trailing loss ticked to lock, then the lock is sent; given a static loss, then it is left out', () => {
    const form = validNew();
    const phase = form.phases[0];
    if (!phase) throw new Error('no phase');
    const lockValues = { percent: '6', basis: 'trailing_eod_balance', lockAtStart: true };
    phase.rules = [{ ...newRuleForm('max_loss'), values: lockValues }];
    const trailing = checkNewProgramForm(form);
    expect(trailing.ok && trailing.body.phases[0]?.rules[0]).toEqual({
      rule: 'max_loss',
      severity: 'hard',
      basis: 'trailing_eod_balance',
      percent: 6,
      lockAtStart: true,
    });
    phase.rules = [{ ...newRuleForm('max_loss'), values: { ...lockValues, basis: 'static' } }];
    const fixed = checkNewProgramForm(form);
    expect(fixed.ok && fixed.body.phases[0]?.rules[0]).toEqual({
      rule: 'max_loss',
      severity: 'hard',
      basis: 'static',
      percent: 6,
    });
  });

  it('given a phase with some rules, then only the kinds it lacks can be added', () => {
    const phase = formOfProgram(seeded('two-step')).phases[0];
    if (!phase) throw new Error('no phase');
    const addable = addableRules(phase);
    expect(addable).toHaveLength(9);
    expect(addable).not.toContain('profit_target');
    expect(addable).toContain('news_trading');
  });

  it('given every rule kind added with its starting figures, then a phase of all thirteen is valid', () => {
    const form = validNew();
    const phase = form.phases[0];
    if (!phase) throw new Error('no phase');
    phase.rules = addableRules({ ...phase, rules: [] }).map(newRuleForm);
    expect(checkNewProgramForm(form).ok).toBe(true);
  });
});
