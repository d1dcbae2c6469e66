/** The platform's date formats, shared with the trader app and the journal. */
export { formatDate, formatDateTime } from '@prop/ui/date-format';

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Who acted: 'You', another admin by the start of their id, or a dash when no one has yet. */
export function adminLabel(adminId: string | null, currentAdminId?: string): string {
  if (!adminId) return '—';
  if (adminId === currentAdminId) return 'You';
  return `Admin ${adminId.slice(0, 8)}`;
}
