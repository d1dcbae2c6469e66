import { ADMIN_ROLES, type AdminRole } from '@prop/contracts/staff-roles';
import { Checkbox } from '@prop/ui/checkbox';
import { useId } from 'react';
import styled from 'styled-components';
import { ROLE_HINTS, ROLE_LABELS } from '../utils/admin-labels.ts';

interface RoleCheckboxesProps {
  legend: string;
  value: readonly AdminRole[];
  onChange: (roles: AdminRole[]) => void;
  error?: string;
}

/** One checkbox per staff role, with what the role is for. */
export function RoleCheckboxes({ legend, value, onChange, error }: RoleCheckboxesProps) {
  const errorId = useId();
  const toggle = (role: AdminRole, checked: boolean) =>
    onChange(ADMIN_ROLES.filter((each) => (each === role ? checked : value.includes(each))));
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Grid>
        {ADMIN_ROLES.map((role) => (
          <Checkbox
            key={role}
            label={
              <>
                <strong>{ROLE_LABELS[role]}</strong>
                <Hint>{ROLE_HINTS[role]}</Hint>
              </>
            }
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </Grid>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
