import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { ReportRange } from '../api/get-kpis.ts';
import { isValidRange } from '../utils/report-range.ts';

/** From and to dates (inclusive, the firm's days); the dashboard follows once applied. */
export function DateRangeForm({ range, onApply }: { range: ReportRange; onApply: (range: ReportRange) => void }) {
  const [draft, setDraft] = useState(range);
  const invalid = !isValidRange(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label="Date range">
      <Field label="From">
        {(props) => (
          <Input
            {...props}
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        )}
      </Field>
      <Field label="To" error={invalid ? 'Choose a start on or before the end' : undefined}>
        {(props) => (
          <Input
            {...props}
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={invalid}>
        Apply
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    flex: 1 1 150px;
    max-width: 200px;
  }
`;
