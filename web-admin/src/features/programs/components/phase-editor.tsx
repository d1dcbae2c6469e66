import { PHASE_KINDS, type PhaseKind } from '@prop/contracts/program';
import type { RuleName } from '@prop/contracts/rule-pack';
import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FieldErrors } from '../utils/form-errors.ts';
import { addableRules, newRuleForm, type PhaseForm } from '../utils/program-form.ts';
import { RULE_TITLES } from '@prop/contracts/rule-words';
import { FormError } from './form-error.tsx';
import { RuleEditor } from './rule-editor.tsx';

const KIND_LABELS: Record<PhaseKind, string> = { evaluation: 'Evaluation', funded: 'Funded' };

export interface PhaseEditorProps {
  phase: PhaseForm;
  index: number;
  errors: FieldErrors;
  /** A program keeps at least one phase. */
  removable: boolean;
  onChange: (phase: PhaseForm) => void;
  onRemove: () => void;
}

/** One phase: its name and kind, its rules, and a rule of a kind it does not have yet to add. */
export function PhaseEditor({ phase, index, errors, removable, onChange, onRemove }: PhaseEditorProps) {
  const path = `phases.${index}`;
  const titleId = useId();
  const addable = addableRules(phase);
  const [chosen, setChosen] = useState<RuleName | ''>('');
  const toAdd = chosen && addable.includes(chosen) ? chosen : (addable[0] ?? '');

  return (
    <Box role="group" aria-labelledby={titleId} data-phase={index + 1}>
      <Head>
        <Title id={titleId}>
          Phase {index + 1}
          {phase.name.trim() ? `: ${phase.name.trim()}` : ''}
        </Title>
        {removable ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={`Remove phase ${index + 1}`}
            onClick={onRemove}
          >
            Remove phase
          </Button>
        ) : null}
      </Head>
      <Row>
        <Field label="Phase name" error={errors[`${path}.name`]}>
          {(control) => (
            <Input
              {...control}
              value={phase.name}
              onChange={(event) => onChange({ ...phase, name: event.target.value })}
            />
          )}
        </Field>
        <Field label="Kind" error={errors[`${path}.kind`]}>
          {(control) => (
            <Select
              {...control}
              value={phase.kind}
              onChange={(event) => onChange({ ...phase, kind: event.target.value as PhaseKind })}
            >
              {PHASE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Row>
      <Rules>
        {phase.rules.length === 0 ? <Muted>No rules yet.</Muted> : null}
        {phase.rules.map((rule, ruleIndex) => (
          <RuleEditor
            key={rule.rule}
            rule={rule}
            path={`${path}.rules.${ruleIndex}`}
            errors={errors}
            onChange={(changed) =>
              onChange({ ...phase, rules: phase.rules.map((each, at) => (at === ruleIndex ? changed : each)) })
            }
            onRemove={() => onChange({ ...phase, rules: phase.rules.filter((_, at) => at !== ruleIndex) })}
          />
        ))}
        <FormError message={errors[`${path}.rules`]} />
      </Rules>
      {toAdd ? (
        <AddRow>
          <Field label="Rule to add">
            {(control) => (
              <Select {...control} value={toAdd} onChange={(event) => setChosen(event.target.value as RuleName)}>
                {addable.map((rule) => (
                  <option key={rule} value={rule}>
                    {RULE_TITLES[rule]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            variant="secondary"
            icon={<Plus size={16} aria-hidden="true" />}
            aria-label={`Add rule to phase ${index + 1}`}
            onClick={() => onChange({ ...phase, rules: [...phase.rules, newRuleForm(toAdd)] })}
          >
            Add rule
          </Button>
        </AddRow>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Rules = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > div { flex: 1 1 220px; }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
