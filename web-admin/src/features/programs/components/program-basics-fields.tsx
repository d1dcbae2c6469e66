import { REVIEW_MODES, type ReviewMode } from '@prop/contracts/program';
import { Checkbox } from '@prop/ui/checkbox';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import { Textarea } from '@prop/ui/textarea';
import styled from 'styled-components';
import type { FieldErrors } from '../utils/form-errors.ts';
import type { ProgramForm } from '../utils/program-form.ts';

const REVIEW_TEXTS: Record<ReviewMode, string> = {
  manual: 'Manual: an admin approves each passed phase',
  automatic: 'Automatic: a passed phase moves on at once',
};

export interface ProgramBasicsFieldsProps {
  form: ProgramForm;
  errors: FieldErrors;
  /** A new program's id is chosen once; a new version keeps it. */
  withId: boolean;
  onChange: (form: ProgramForm) => void;
}

/** Id (new programs only), name, description, profit share, review and whether it is on sale. */
export function ProgramBasicsFields({ form, errors, withId, onChange }: ProgramBasicsFieldsProps) {
  const set = <K extends keyof ProgramForm>(key: K, value: ProgramForm[K]) => onChange({ ...form, [key]: value });
  return (
    <Grid>
      {withId ? (
        <Field label="Id" error={errors.id} hint="Lower-case letters, digits and dashes; it never changes.">
          {(control) => (
            <Input
              {...control}
              value={form.id}
              placeholder="two-step"
              autoComplete="off"
              data-autofocus
              onChange={(event) => set('id', event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Name" error={errors.name}>
        {(control) => <Input {...control} value={form.name} onChange={(event) => set('name', event.target.value)} />}
      </Field>
      <Wide>
        <Field label="Description" error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
      </Wide>
      <Field label="Profit share (%)" error={errors.profitSharePercent} hint="The trader's share on the funded phase.">
        {(control) => (
          <Input
            {...control}
            value={form.profitSharePercent}
            inputMode="decimal"
            onChange={(event) => set('profitSharePercent', event.target.value)}
          />
        )}
      </Field>
      <Field label="Review" error={errors.review}>
        {(control) => (
          <Select
            {...control}
            value={form.review}
            onChange={(event) => set('review', event.target.value as ReviewMode)}
          >
            {REVIEW_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {REVIEW_TEXTS[mode]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Wide>
        <Checkbox
          label="Active: offered for sale"
          checked={form.active}
          onChange={(event) => set('active', event.target.checked)}
        />
      </Wide>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;
