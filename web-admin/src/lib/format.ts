/** The platform's date formats, shared with the trader app and the journal. */
export { formatDate, formatDateTime } from '@prop/ui/date-format';

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
