import styled, { css } from 'styled-components';

/** A horizontal navigation bar of tabs; scrolls sideways on narrow screens. */
export const TabList = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

/**
 * Tab look for links. Active state follows `aria-current="page"` (set by react-router's NavLink)
 * or `aria-selected="true"`. Use `<TabLink as={NavLink} to="...">` or `styled(NavLink)\`${tabLinkStyles}\``.
 */
export const tabLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline-offset: -2px; }
  &[aria-current='page'], &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const TabLink = styled.a`
  ${tabLinkStyles}
`;
