import { Field } from '@prop/ui/field';
import { Select } from '@prop/ui/select';
import { FILTER_LABELS, PHASE_REVIEW_FILTERS, type PhaseReviewFilter } from '../utils/phase-review-filter.ts';

export interface PhaseReviewFilterSelectProps {
  value: PhaseReviewFilter;
  onChange: (filter: PhaseReviewFilter) => void;
}

/** Which reviews the queue lists: one status, or all of them. */
export function PhaseReviewFilterSelect({ value, onChange }: PhaseReviewFilterSelectProps) {
  return (
    <Field label="Status">
      {(props) => (
        <Select {...props} value={value} onChange={(event) => onChange(event.target.value as PhaseReviewFilter)}>
          {PHASE_REVIEW_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
