import styled from 'styled-components';

/** The password pages' form: its fields, sentences and link in one column. */
export const RecoveryForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A sentence of a password page: what happened, or what to do. */
export const RecoveryText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
