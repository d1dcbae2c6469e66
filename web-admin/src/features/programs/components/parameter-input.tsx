import { Checkbox } from '@prop/ui/checkbox';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Select } from '@prop/ui/select';
import styled from 'styled-components';
import type { ParameterSpec } from '../utils/rule-parameters.ts';

/** The id of the one list of time zones the editor offers to every zone input. */
export const TIME_ZONES_LIST_ID = 'program-editor-time-zones';

export interface ParameterInputProps {
  spec: ParameterSpec;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** One rule parameter with the input its kind needs: a number with its unit, a choice, a time, a zone, a tick. */
export function ParameterInput({ spec, value, error, onChange }: ParameterInputProps) {
  const { input } = spec;
  if (input.type === 'checkbox')
    return (
      <Checkbox label={spec.label} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
    );
  const text = typeof value === 'string' ? value : '';
  return (
    <Field label={spec.label} error={error}>
      {(control) => {
        switch (input.type) {
          case 'select':
            return (
              <Select {...control} value={text} onChange={(event) => onChange(event.target.value)}>
                {input.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            );
          case 'time':
            return (
              <Input
                {...control}
                value={text}
                placeholder="00:00"
                inputMode="numeric"
                maxLength={5}
                onChange={(event) => onChange(event.target.value)}
              />
            );
          case 'zone':
            return (
              <Input
                {...control}
                value={text}
                list={TIME_ZONES_LIST_ID}
                placeholder="Europe/Amsterdam"
                onChange={(event) => onChange(event.target.value)}
              />
            );
          case 'number':
            return (
              <WithUnit>
                {input.unit === '1:' ? <Unit aria-hidden="true">1:</Unit> : null}
                <Input
                  {...control}
                  value={text}
                  inputMode="decimal"
                  onChange={(event) => onChange(event.target.value)}
                />
                {input.unit === '1:' ? null : <Unit aria-hidden="true">{input.unit}</Unit>}
              </WithUnit>
            );
        }
      }}
    </Field>
  );
}

/** Every zone the browser knows; the schema accepts the same list. */
export function TimeZonesList() {
  return (
    <datalist id={TIME_ZONES_LIST_ID}>
      {[...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}

const WithUnit = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Unit = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
