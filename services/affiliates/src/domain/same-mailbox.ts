/**
 * Whether two addresses reach the same person's mailbox: case aside, and a '+tag' (which most
 * providers deliver to the untagged address) aside. An affiliate registering a second account
 * through their own link this way is a self-referral and earns nothing.
 */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

function mailboxOf(address: string): string {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}
