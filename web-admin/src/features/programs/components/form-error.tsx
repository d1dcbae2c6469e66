import styled from 'styled-components';

/** A reason that concerns a group (a phase's rules, the sizes), shown under it. */
export function FormError({ message }: { message?: string }) {
  return message ? <Text>{message}</Text> : null;
}

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
