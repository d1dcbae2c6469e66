import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:has(input:disabled) { cursor: not-allowed; opacity: 0.6; }
`;

const Box = styled.input`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The visible label; the whole label is clickable. */
  label: ReactNode;
}

export function Checkbox({ label, className, style, ...props }: CheckboxProps) {
  return (
    <Label className={className} style={style}>
      <Box type="checkbox" {...props} />
      <span>{label}</span>
    </Label>
  );
}
