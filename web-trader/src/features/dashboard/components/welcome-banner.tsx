import styled from 'styled-components';

/** The dashboard's greeting with the trader's first name. */
export function WelcomeBanner({ firstName }: { firstName: string }) {
  return (
    <Banner>
      <h1>Welcome back, {firstName}!</h1>
      <p>Here is how your funded trading account is doing today.</p>
    </Banner>
  );
}

const Banner = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    linear-gradient(120deg, rgba(37, 99, 235, 0.35), rgba(37, 99, 235, 0.05) 70%),
    ${({ theme }) => theme.colors.surface};
  & h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.desktop} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
  & p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
