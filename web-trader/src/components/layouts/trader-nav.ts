import {
  BookOpen,
  CalendarDays,
  GraduationCap,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Settings,
  ShoppingCart,
} from 'lucide-react';
import { paths } from '../../config/paths.ts';

export type NavEntry = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Other paths at which the entry is the current one. */
  alsoCurrentAt?: readonly string[];
};

/** The trader sidebar, in order (docs/product-rules.md §2). */
export const TRADER_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard, alsoCurrentAt: [paths.home.path] },
  { label: 'Trading Journal', href: paths.tradingJournal.getHref(), icon: BookOpen },
  { label: 'Buy Account', href: paths.purchase.getHref(), icon: ShoppingCart },
  { label: 'Economic Calendar', href: paths.economicCalendar.getHref(), icon: CalendarDays },
  { label: 'Trading Education', href: paths.education.getHref(), icon: GraduationCap },
  { label: 'Help Desk', href: paths.helpDesk.getHref(), icon: LifeBuoy },
  // issue 23: the trader's referral link and commission
  { label: 'Affiliate', href: paths.affiliate.getHref(), icon: Handshake },
  { label: 'Settings', href: paths.settings.getHref(), icon: Settings },
];

export function isCurrent(entry: NavEntry, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === entry.href || (entry.alsoCurrentAt?.includes(path) ?? false);
}
