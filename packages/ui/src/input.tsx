import styled, { css } from 'styled-components';

/** Shared look of text-like controls; `aria-invalid="true"` turns the border red. */
export const controlStyles = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.transitions.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.textSubtle}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.textSubtle}; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled, &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled { cursor: not-allowed; }
`;

/** A text input; pass every native input prop (ref included). */
export const Input = styled.input`
  ${controlStyles}
`;
