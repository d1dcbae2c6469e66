import { Button } from '@prop/ui/button';
import { Field } from '@prop/ui/field';
import { Input } from '@prop/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import type { FieldErrors } from '../utils/form-errors.ts';
import type { SizeForm } from '../utils/program-form.ts';
import { FormError } from './form-error.tsx';

/** The contract's limit on sizes per program. */
const MAX_SIZES = 8;

export interface SizesEditorProps {
  sizes: SizeForm[];
  errors: FieldErrors;
  onChange: (sizes: SizeForm[]) => void;
}

/** The sizes on sale: funding in whole euro and its price, one row each. */
export function SizesEditor({ sizes, errors, onChange }: SizesEditorProps) {
  const change = (index: number, size: SizeForm) => onChange(sizes.map((each, at) => (at === index ? size : each)));
  return (
    <Rows>
      {sizes.map((size, index) => (
        // Rows have no identity but their place; the inputs are controlled, so index keys keep them right.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Row key={index} data-size={index + 1}>
          <Field label={`Size ${index + 1} funding (€)`} error={errors[`sizes.${index}.amount`]}>
            {(control) => (
              <Input
                {...control}
                value={size.amount}
                inputMode="numeric"
                placeholder="10000"
                onChange={(event) => change(index, { ...size, amount: event.target.value })}
              />
            )}
          </Field>
          <Field label={`Size ${index + 1} price (€)`} error={errors[`sizes.${index}.price`]}>
            {(control) => (
              <Input
                {...control}
                value={size.price}
                inputMode="decimal"
                placeholder="139.00"
                onChange={(event) => change(index, { ...size, price: event.target.value })}
              />
            )}
          </Field>
          <Remove
            size="sm"
            variant="ghost"
            icon={<Trash2 size={16} aria-hidden="true" />}
            aria-label={`Remove size ${index + 1}`}
            disabled={sizes.length === 1}
            onClick={() => onChange(sizes.filter((_, at) => at !== index))}
          >
            Remove
          </Remove>
        </Row>
      ))}
      <FormError message={errors.sizes} />
      {sizes.length < MAX_SIZES ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus size={16} aria-hidden="true" />}
            onClick={() => onChange([...sizes, { amount: '', price: '' }])}
          >
            Add size
          </Button>
        </div>
      ) : null}
    </Rows>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Remove = styled(Button)`
  margin-top: 28px;
`;
