import { AuthScreen } from '../../features/auth/components/auth-screen.tsx';

export function LandingRoute() {
  return (
    <>
      <title>Sign in · Funded Trader</title>
      <AuthScreen />
    </>
  );
}
