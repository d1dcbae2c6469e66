import type { ReactNode } from 'react';
import { createGlobalStyle, css, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { MOBILE_BREAKPOINT_PX } from '@prop/contracts/constants';

/**
 * A calm dark theme for a trading product. Text colours keep WCAG AA contrast (4.5:1 or more)
 * on every surface colour; filled buttons keep 4.5:1 between their text and fill.
 */
/** Below the spec's 768 px mobile breakpoint. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export const theme = {
  colors: {
    background: '#0b0f17',
    surface: '#121826',
    surfaceRaised: '#1a2233',
    surfaceHover: '#222c40',
    border: '#2a3549',
    borderStrong: '#3b4963',
    overlay: 'rgba(3, 6, 12, 0.72)',
    text: '#e6eaf2',
    textMuted: '#a3adc2',
    textSubtle: '#8a95ab',
    textOnAccent: '#ffffff',
    link: '#7cb3ff',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primarySoft: 'rgba(59, 130, 246, 0.16)',
    focus: '#7cb3ff',
    success: '#4ade80',
    successSolid: '#15803d',
    successSoft: 'rgba(34, 197, 94, 0.14)',
    warning: '#fbbf24',
    warningSolid: '#b45309',
    warningSoft: 'rgba(245, 158, 11, 0.14)',
    /** Yellow, for states the spec colours yellow next to an orange `warning` (a ticket in progress). */
    caution: '#fde047',
    cautionSoft: 'rgba(250, 204, 21, 0.12)',
    danger: '#f87171',
    dangerSolid: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: 'rgba(239, 68, 68, 0.14)',
    info: '#7cb3ff',
    infoSoft: 'rgba(59, 130, 246, 0.16)',
    neutral: '#a3adc2',
    neutralSoft: 'rgba(148, 163, 184, 0.14)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '34px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.3)',
    overlay: '0 16px 48px rgba(0, 0, 0, 0.5)',
  },
  zIndices: { sidebar: 30, overlay: 40, dialog: 50, toast: 60, tooltip: 70 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
  breakpoints: { mobile: MOBILE_BREAKPOINT_PX, wide: 1280 },
  /** Media queries: `mobile` is below 768 px, `desktop` is 768 px and up. */
  media: {
    mobile: `@media ${MOBILE_MEDIA_QUERY}`,
    desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
    wide: '@media (min-width: 1280px)',
  },
  layout: { sidebarWidth: '256px', contentMaxWidth: '1280px', toastMaxWidth: '420px' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}

/** The focus ring every interactive element shows for keyboard focus. */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { color-scheme: dark; -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-width: 320px;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, p { margin: 0; }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.tight}; }

  a { color: ${({ theme }) => theme.colors.link}; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible { ${focusRing} }

  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** The theme and the global styles; wrap each app once at its root. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
