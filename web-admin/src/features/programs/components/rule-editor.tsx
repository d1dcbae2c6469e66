import { RULE_KINDS } from '@prop/contracts/rule-kinds';
import { SEVERITIES, type Severity } from '@prop/contracts/rule-pack';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Select } from '@prop/ui/select';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '../utils/form-errors.ts';
import { isShown, type RuleForm } from '../utils/program-form.ts';
import { RULE_PARAMETERS } from '../utils/rule-parameters.ts';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import { FormError } from './form-error.tsx';
import { ParameterInput } from './parameter-input.tsx';

const SEVERITY_LABELS: Record<Severity, string> = {
  hard: 'Hard: breaking it ends the account',
  soft: 'Soft: recorded, blocks passing or payout until reviewed',
};

export interface RuleEditorProps {
  rule: RuleForm;
  /** Where this rule's errors sit, e.g. 'phases.0.rules.2'. */
  path: string;
  errors: FieldErrors;
  onChange: (rule: RuleForm) => void;
  onRemove: () => void;
}

/** One rule of a phase: its parameters, its severity (not for targets, which are met or not) and Remove. */
export function RuleEditor({ rule, path, errors, onChange, onRemove }: RuleEditorProps) {
  const label = RULE_TITLES[rule.rule];
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} data-rule={rule.rule}>
      <Head>
        <Title id={titleId}>{label}</Title>
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 size={16} aria-hidden="true" />}
          aria-label={`Remove ${label}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Head>
      <Grid>
        {RULE_PARAMETERS[rule.rule]
          .filter((spec) => isShown(spec, rule.values))
          .map((spec) => (
            <ParameterInput
              key={spec.key}
              spec={spec}
              value={rule.values[spec.key] ?? ''}
              error={errors[`${path}.${spec.key}`]}
              onChange={(value) => onChange({ ...rule, values: { ...rule.values, [spec.key]: value } })}
            />
          ))}
        {RULE_KINDS[rule.rule] === 'target' ? null : (
          <Field label="Severity" error={errors[`${path}.severity`]}>
            {(control) => (
              <Select
                {...control}
                value={rule.severity}
                onChange={(event) => onChange({ ...rule, severity: event.target.value as Severity })}
              >
                {SEVERITIES.map((severity) => (
                  <option key={severity} value={severity}>
                    {SEVERITY_LABELS[severity]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </Grid>
      <FormError message={errors[path]} />
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h5`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;
