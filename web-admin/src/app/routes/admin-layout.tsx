import { NavMenu, NavMenuLink } from '@prop/ui/nav-menu';
import { TabLink, TabList } from '@prop/ui/tabs';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import {
  ChartColumn,
  ClipboardCheck,
  KeyRound,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  ScrollText,
  ShieldCheck,
  ShoppingCart,
  TriangleAlert,
  UserCog,
  UserX,
  Wallet,
} from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
import { isOwner, useAdmin } from '../../shared/api/get-admin.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';

const staffTabs: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.dashboard.getHref(), label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.reports.getHref(), label: 'Reports', icon: ChartColumn },
  { to: paths.kyc.getHref(), label: 'KYC', icon: ShieldCheck },
  { to: paths.withdrawals.getHref(), label: 'Withdrawals', icon: Wallet },
  { to: paths.purchases.getHref(), label: 'Purchases', icon: ShoppingCart },
  { to: paths.breaches.getHref(), label: 'Breaches', icon: TriangleAlert },
  { to: paths.programs.getHref(), label: 'Programs', icon: Layers },
  { to: paths.phaseReviews.getHref(), label: 'Phase Reviews', icon: ClipboardCheck },
  { to: paths.support.getHref(), label: 'Support', icon: LifeBuoy },
  { to: paths.brevo.getHref(), label: 'Email Marketing', icon: Mail },
  { to: paths.deletionRequests.getHref(), label: 'Deletion Requests', icon: UserX },
  { to: paths.audit.getHref(), label: 'Audit Log', icon: ScrollText },
  { to: paths.security.getHref(), label: 'Security', icon: KeyRound },
];

/** Shown to owners only: the server refuses everyone else anyway. */
const ownerTabs: typeof staffTabs = [{ to: paths.admins.getHref(), label: 'Admins', icon: UserCog }];

/** Header with the admin and logout, the section tabs (a menu on phones), then the screen. */
export function AdminLayout() {
  const { data: admin } = useAdmin();
  const owner = isOwner(admin);
  const tabs = useMemo(() => (owner ? [...staffTabs, ...ownerTabs] : staffTabs), [owner]);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const tabList = useRef<HTMLElement>(null);
  const current = tabs.find((tab) => pathname.startsWith(tab.to));

  // On narrow screens the tabs scroll sideways; keep the current one in view.
  useEffect(() => {
    const index = tabs.findIndex((tab) => pathname.startsWith(tab.to));
    if (index >= 0) tabList.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tabs]);
  return (
    <>
      <Header>
        <Bar>
          <Brand>Admin Panel</Brand>
          <Account>
            {admin ? (
              <Who>
                <strong>{admin.name}</strong>
                <span>{admin.email}</span>
              </Who>
            ) : null}
            <LogoutButton />
          </Account>
        </Bar>
        {isMobile ? (
          <NavMenu label="Admin sections" current={current?.label ?? 'Sections'} closeKey={pathname}>
            {tabs.map(({ to, label, icon: Icon }) => (
              <NavMenuLink key={to} as={NavLink} to={to}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </NavMenuLink>
            ))}
          </NavMenu>
        ) : (
          <Tabs ref={tabList} aria-label="Admin sections">
            {tabs.map(({ to, label, icon: Icon }) => (
              <TabLink key={to} as={NavLink} to={to}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </TabLink>
            ))}
          </Tabs>
        )}
      </Header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xxl}`};
  }
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Who = styled.div`
  display: none;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  & span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  ${({ theme }) => theme.media.desktop} {
    display: flex;
  }
`;

const Tabs = styled(TabList)`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 0;
  ${({ theme }) => theme.media.desktop} {
    padding: 0 ${({ theme }) => theme.space.xl};
    /* Every section in sight on a desktop: a second row rather than tabs hidden past the edge. */
    flex-wrap: wrap;
    overflow-x: visible;
    & > * { padding: 0 ${({ theme }) => theme.space.md}; }
  }
`;
