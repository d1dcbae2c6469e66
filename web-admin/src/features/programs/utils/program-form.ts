import {
  type NewProgram,
  newProgramSchema,
  type PhaseKind,
  type Program,
  type ProgramVersionInput,
  programVersionInputSchema,
  type ReviewMode,
} from '@prop/contracts/program';
import type { Rule, RuleName, Severity } from '@prop/contracts/rule-pack';
import { type FieldErrors, fieldErrorsOf, issueText } from './form-errors.ts';
import { NEW_RULES, type ParameterSpec, RULE_PARAMETERS } from './rule-parameters.ts';

/**
 * The editor's state: what the admin typed, numbers still as text, so a half-typed figure stays on
 * screen; it becomes a request body only through `checkProgramForm`.
 */
export type ParameterValues = Record<string, string | boolean>;

export interface RuleForm {
  rule: RuleName;
  severity: Severity;
  values: ParameterValues;
}

export interface PhaseForm {
  name: string;
  kind: PhaseKind;
  rules: RuleForm[];
}

export interface SizeForm {
  amount: string;
  price: string;
}

export interface ProgramForm {
  /** Only a new program's id is typed; a new version keeps its program's. */
  id: string;
  name: string;
  description: string;
  profitSharePercent: string;
  review: ReviewMode;
  active: boolean;
  sizes: SizeForm[];
  phases: PhaseForm[];
}

export function ruleFormOf(rule: Rule): RuleForm {
  const given = rule as Record<string, unknown>;
  const values: ParameterValues = {};
  for (const { key, input } of RULE_PARAMETERS[rule.rule]) {
    const value = given[key];
    values[key] = input.type === 'checkbox' ? value === true : value === undefined ? '' : String(value);
  }
  return { rule: rule.rule, severity: rule.severity, values };
}

/** A rule of this kind with the usual figures, ready to adjust. */
export function newRuleForm(rule: RuleName): RuleForm {
  return ruleFormOf(NEW_RULES[rule]);
}

export function isShown(spec: ParameterSpec, values: ParameterValues): boolean {
  return !spec.when || values[spec.when.key] !== spec.when.notValue;
}

/** Empty text is a missing number, anything else not a number reads as NaN: both fail the schema. */
function numberOf(text: string | boolean): number | undefined {
  const trimmed = String(text).trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function ruleBodyOf({ rule, severity, values }: RuleForm): Record<string, unknown> {
  const body: Record<string, unknown> = { rule, severity };
  for (const spec of RULE_PARAMETERS[rule]) {
    const value = values[spec.key] ?? '';
    if (!isShown(spec, values)) continue;
    if (spec.input.type === 'checkbox') {
      // An unticked option is left out, as the seeded packs leave it out.
      if (value === true) body[spec.key] = true;
    } else if (spec.input.type === 'number') body[spec.key] = numberOf(value);
    else body[spec.key] = String(value).trim();
  }
  return body;
}

function versionBodyOf(form: ProgramForm) {
  return {
    name: form.name,
    description: form.description,
    phases: form.phases.map((phase) => ({ name: phase.name, kind: phase.kind, rules: phase.rules.map(ruleBodyOf) })),
    sizes: form.sizes.map((size) => ({ amount: numberOf(size.amount), price: size.price.trim() })),
    profitSharePercent: numberOf(form.profitSharePercent),
    review: form.review,
    active: form.active,
  };
}

export type CheckedForm<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors };

/** The body of POST /api/admin/programs/{id}/versions, or the reasons it would be refused. */
export function checkVersionForm(form: ProgramForm): CheckedForm<ProgramVersionInput> {
  const parsed = programVersionInputSchema.safeParse(versionBodyOf(form), { error: issueText });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** The body of POST /api/admin/programs, or the reasons it would be refused. */
export function checkNewProgramForm(form: ProgramForm): CheckedForm<NewProgram> {
  const parsed = newProgramSchema.safeParse({ id: form.id.trim(), ...versionBodyOf(form) }, { error: issueText });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** A program's latest version as the editor starts a new one from it. */
export function formOfProgram(program: Program): ProgramForm {
  return {
    id: program.id,
    name: program.name,
    description: program.description,
    profitSharePercent: String(program.profitSharePercent),
    review: program.review,
    active: program.active,
    sizes: program.sizes.map((size) => ({ amount: String(size.amount), price: size.price })),
    phases: program.phases.map((phase) => ({
      name: phase.name,
      kind: phase.kind,
      rules: phase.rulePack.rules.map(ruleFormOf),
    })),
  };
}

/** A new program starts as one funded phase under a static loss limit, not yet on sale. */
export function emptyProgramForm(): ProgramForm {
  return {
    id: '',
    name: '',
    description: '',
    profitSharePercent: '80',
    review: 'manual',
    active: false,
    sizes: [{ amount: '', price: '' }],
    phases: [{ name: 'Funded', kind: 'funded', rules: [newRuleForm('max_loss')] }],
  };
}

/** The rules a phase can still take: each rule at most once per phase. */
export function addableRules(phase: PhaseForm): RuleName[] {
  const present = new Set(phase.rules.map(({ rule }) => rule));
  return (Object.keys(RULE_PARAMETERS) as RuleName[]).filter((rule) => !present.has(rule));
}
