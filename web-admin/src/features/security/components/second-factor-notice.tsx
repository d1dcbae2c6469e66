import styled from 'styled-components';
import { usePasskeys } from '../api/passkeys.ts';
import { useTotpStatus } from '../api/totp.ts';

/** While the firm requires a second factor and this admin has none, the rest of the admin area stays shut. */
export function SecondFactorNotice() {
  const { data: totp } = useTotpStatus();
  const { data: passkeys } = usePasskeys();
  if (!totp?.required || totp.enabled || !passkeys || passkeys.passkeys.length > 0) return null;
  return (
    <Notice role="alert">
      A second factor is required for every admin. Add a passkey or an authenticator app to use the admin area.
    </Notice>
  );
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
`;
