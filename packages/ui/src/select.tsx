import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles } from './input.tsx';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  & > svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  cursor: pointer;
  & option { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; }
`;

export type SelectProps = ComponentProps<'select'>;

/** A styled native select; pass `<option>` children and every native prop (ref included). */
export function Select({ className, style, ...props }: SelectProps) {
  return (
    <Wrapper className={className} style={style}>
      <NativeSelect {...props} />
      <ChevronDown size={16} aria-hidden="true" />
    </Wrapper>
  );
}
