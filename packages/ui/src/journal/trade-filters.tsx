import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button.tsx';
import { Field } from '../field.tsx';
import { Input } from '../input.tsx';

/** The closed trades' filters; an empty text is no filter. Dates are YYYY-MM-DD, both days included. */
export interface TradeFilters {
  symbol: string;
  from: string;
  to: string;
}

export const NO_TRADE_FILTERS: TradeFilters = { symbol: '', from: '', to: '' };

/** The filters as the trades and CSV endpoints take them: an empty one is left out. */
export function tradeFiltersQuery(filters: TradeFilters): { symbol?: string; from?: string; to?: string } {
  return {
    symbol: filters.symbol || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export interface TradeFiltersFormProps {
  filters: TradeFilters;
  onChange: (filters: TradeFilters) => void;
  /** Symbols offered as suggestions for the symbol field. */
  symbols: readonly string[];
}

/** Symbol and date range, applied together when the form is sent; Clear drops them all. */
export function TradeFiltersForm({ filters, onChange, symbols }: TradeFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const symbolsId = useId();
  const set = (name: keyof TradeFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...draft, symbol: draft.symbol.trim().toUpperCase() });
  };
  const clear = () => {
    setDraft(NO_TRADE_FILTERS);
    onChange(NO_TRADE_FILTERS);
  };

  return (
    <Form aria-label="Filter closed trades" onSubmit={submit}>
      <Field label="Symbol">
        {(control) => (
          <Input
            {...control}
            list={symbolsId}
            value={draft.symbol}
            onChange={set('symbol')}
            placeholder="All symbols"
            autoComplete="off"
            maxLength={32}
          />
        )}
      </Field>
      <datalist id={symbolsId}>
        {symbols.map((symbol) => (
          <option key={symbol} value={symbol} />
        ))}
      </datalist>
      <Field label="From">
        {(control) => (
          <Input {...control} type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
        )}
      </Field>
      <Field label="To">
        {(control) => (
          <Input {...control} type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
        )}
      </Field>
      <Buttons>
        <Button type="submit" size="md">
          Apply filters
        </Button>
        <Button variant="ghost" size="md" onClick={clear}>
          Clear
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
