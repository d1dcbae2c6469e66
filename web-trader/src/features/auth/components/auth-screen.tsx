import { Card, CardContent } from '@prop/ui/card';
import { TrendingUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { TextButton } from '../../../components/form-layout.ts';
import { LegalLinks } from './legal-links.tsx';
import { LoginForm } from './login-form.tsx';
import { MarketingPanel } from './marketing-panel.tsx';
import { RegisterForm } from './register-form.tsx';

type Mode = 'login' | 'register';

const COPY = {
  login: {
    heading: 'Welcome back champ!',
    subtitle: 'Sign in to your trading dashboard.',
    switchPrompt: 'Don’t have an account?',
    switchAction: 'Create account',
  },
  register: {
    heading: 'Join the champions!',
    subtitle: 'Create your trader account and start your funded challenge.',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

/**
 * The signed-out screen at /: sign-in and create-account in one place. Only the active form is
 * mounted, so switching modes starts both forms afresh (docs/product-rules.md §2).
 */
export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const copy = COPY[mode];
  const heading = useRef<HTMLHeadingElement>(null);
  const shownMode = useRef(mode);

  // After a switch the control that had focus is gone; the new heading takes it.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    heading.current?.focus();
  }, [mode]);

  return (
    <Screen>
      <Column>
        <Brand>
          <BrandMark aria-hidden="true">
            <TrendingUp size={20} />
          </BrandMark>
          Funded Trader
        </Brand>
        <FormCard>
          <CardContent>
            <Heading ref={heading} tabIndex={-1}>
              {copy.heading}
            </Heading>
            <Subtitle>{copy.subtitle}</Subtitle>
            {mode === 'login' ? (
              <LoginForm key="login" />
            ) : (
              <RegisterForm key="register" onRegistered={() => setMode('login')} />
            )}
            <Switch>
              {copy.switchPrompt}{' '}
              <TextButton type="button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
                {copy.switchAction}
              </TextButton>
            </Switch>
          </CardContent>
        </FormCard>
        {mode === 'login' ? (
          <Legal>
            By signing in you agree to our <LegalLinks />.
          </Legal>
        ) : null}
      </Column>
      <Aside>
        <MarketingPanel />
      </Aside>
    </Screen>
  );
}

const Screen = styled.main`
  display: grid;
  min-height: 100vh;
  min-height: 100dvh;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The form column, first in every layout (toasts appear bottom-right on wide screens, clear of it). */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.xxxl};
  }
`;

const Aside = styled.div`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  background:
    radial-gradient(circle at 20% 20%, rgba(37, 99, 235, 0.22), transparent 55%),
    ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => theme.space.xxxl};
    border-top: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: 560px;
`;

const Heading = styled.h1`
  &:focus { outline: none; }
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Switch = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Legal = styled.p`
  max-width: 560px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
