import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import styled from 'styled-components';
import { Input } from './input.tsx';

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const PaddedInput = styled(Input)`
  padding-right: 44px;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 32px;
  transform: translateY(-50%);
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password input with a show/hide toggle ('Show password' / 'Hide password'). */
export function PasswordInput({ disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <PaddedInput {...props} disabled={disabled} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={disabled}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </Toggle>
    </Wrapper>
  );
}
