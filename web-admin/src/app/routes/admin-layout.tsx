import { NavMenu, NavMenuLink } from '@prop/ui/nav-menu';
import { TabLink, TabList } from '@prop/ui/tabs';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import {
  ChartColumn,
  ClipboardCheck,
  Handshake,
  KeyRound,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  ScrollText,
  ShieldCheck,
  ShoppingCart,
  TicketPercent,
  TriangleAlert,
  UserCog,
  UserX,
  Wallet,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { affiliatesEndpoints } from '@prop/contracts/endpoints/affiliates';
import { auditEndpoints } from '@prop/contracts/endpoints/audit';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { canCall } from '@prop/contracts/endpoints/can-call';
import type { Endpoint } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { programsEndpoints } from '@prop/contracts/endpoints/programs';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import { supportEndpoints } from '@prop/contracts/endpoints/support';
import { NotAvailable } from '../../components/not-available.tsx';
import { paths } from '../../config/paths.ts';
import { useAdmin } from '../../shared/api/get-admin.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';

/**
 * A section and the call its screen is built on: the tab shows, and the screen opens, only for an
 * admin whose roles open that call (docs/decisions/014).
 */
interface Section {
  to: string;
  label: string;
  endpoint: Endpoint;
}

const tabs: (Section & { icon: LucideIcon })[] = [
  {
    to: paths.dashboard.getHref(),
    label: 'Dashboard',
    icon: LayoutDashboard,
    endpoint: identityEndpoints.getAdminUsers,
  },
  { to: paths.kyc.getHref(), label: 'KYC', icon: ShieldCheck, endpoint: identityEndpoints.getAdminKyc },
  {
    to: paths.reports.getHref(),
    label: 'Reports',
    icon: ChartColumn,
    endpoint: reportingEndpoints.getAdminReportsKpis,
  },
  {
    to: paths.withdrawals.getHref(),
    label: 'Withdrawals',
    icon: Wallet,
    endpoint: payoutsEndpoints.getAdminWithdrawalRequests,
  },
  {
    to: paths.purchases.getHref(),
    label: 'Purchases',
    icon: ShoppingCart,
    endpoint: billingEndpoints.getAdminPurchases,
  },
  {
    to: paths.discountCodes.getHref(),
    label: 'Discount Codes',
    icon: TicketPercent,
    endpoint: billingEndpoints.getAdminDiscountCodes,
  },
  {
    to: paths.breaches.getHref(),
    label: 'Breaches',
    icon: TriangleAlert,
    endpoint: riskEndpoints.getAdminDrawdownBreaches,
  },
  { to: paths.programs.getHref(), label: 'Programs', icon: Layers, endpoint: programsEndpoints.getAdminPrograms },
  {
    to: paths.phaseReviews.getHref(),
    label: 'Phase Reviews',
    icon: ClipboardCheck,
    endpoint: programsEndpoints.getAdminPhaseReviews,
  },
  {
    to: paths.affiliates.getHref(),
    label: 'Affiliates',
    icon: Handshake,
    endpoint: affiliatesEndpoints.getAdminAffiliates,
  },
  { to: paths.support.getHref(), label: 'Support', icon: LifeBuoy, endpoint: supportEndpoints.getAdminSupportTickets },
  { to: paths.brevo.getHref(), label: 'Email Marketing', icon: Mail, endpoint: marketingEndpoints.getAdminBrevoInfo },
  {
    to: paths.deletionRequests.getHref(),
    label: 'Deletion Requests',
    icon: UserX,
    endpoint: identityEndpoints.getAdminDeletionRequests,
  },
  { to: paths.audit.getHref(), label: 'Audit Log', icon: ScrollText, endpoint: auditEndpoints.getAdminAuditLog },
  { to: paths.security.getHref(), label: 'Security', icon: KeyRound, endpoint: identityEndpoints.getAdminSecurityTotp },
  { to: paths.admins.getHref(), label: 'Admins', icon: UserCog, endpoint: identityEndpoints.getAdminAdmins },
];

/** Screens reached from a section rather than a tab of their own. */
const innerSections: Section[] = [
  { to: paths.user.getHref(''), label: 'User details', endpoint: identityEndpoints.getAdminUserById },
];

const sectionOf = (pathname: string) => [...tabs, ...innerSections].find((section) => pathname.startsWith(section.to));

/** Header with the admin and logout, the section tabs the admin's roles open (a menu on phones), then the screen. */
export function AdminLayout() {
  const { data: admin } = useAdmin();
  const open = useCallback((section: Section) => (admin ? canCall(section.endpoint, admin.roles) : false), [admin]);
  const visibleTabs = useMemo(() => tabs.filter(open), [open]);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const tabList = useRef<HTMLElement>(null);
  const current = visibleTabs.find((tab) => pathname.startsWith(tab.to));
  const section = sectionOf(pathname);

  // On narrow screens the tabs scroll sideways; keep the current one in view.
  useEffect(() => {
    const index = visibleTabs.findIndex((tab) => pathname.startsWith(tab.to));
    if (index >= 0) tabList.current?.children[index]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, visibleTabs]);
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
            {visibleTabs.map(({ to, label, icon: Icon }) => (
              <NavMenuLink key={to} as={NavLink} to={to}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </NavMenuLink>
            ))}
          </NavMenu>
        ) : (
          <Tabs ref={tabList} aria-label="Admin sections">
            {visibleTabs.map(({ to, label, icon: Icon }) => (
              <TabLink key={to} as={NavLink} to={to}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </TabLink>
            ))}
          </Tabs>
        )}
      </Header>
      <main>{section && !open(section) ? <NotAvailable section={section.label} /> : <Outlet />}</main>
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
