/**
 * Reading the e-mails the platform sent, from the MailDev the global setup runs
 * (`inject('mailCatcher').apiUrl`): a spec waits for the one it expects and follows its link.
 */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
  time: string;
}

/** Polls MailDev's `GET /email` until an e-mail to `to` (and with `subject`, if given) is there. */
export async function waitForEmail(
  apiUrl: string,
  match: { to: string; subject?: string | RegExp },
  deadlineMs = 15000,
): Promise<CaughtEmail> {
  const wanted = match.to.toLowerCase();
  const subjectFits = (subject: string) =>
    match.subject === undefined ||
    (typeof match.subject === 'string' ? subject === match.subject : match.subject.test(subject));
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const response = await fetch(`${apiUrl}/email`);
    if (response.ok) {
      const emails = (await response.json()) as CaughtEmail[];
      const found = emails
        .filter((email) => email.to.some((recipient) => recipient.address.toLowerCase() === wanted))
        .filter((email) => subjectFits(email.subject))
        .at(-1);
      if (found) return found;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `no e-mail to ${match.to}${match.subject ? ` about ${match.subject}` : ''} within ${deadlineMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of the e-mail whose path starts with `pathPrefix` (e.g. '/verify-email'), whole. */
export function linkFrom(email: Pick<CaughtEmail, 'html' | 'text'>, pathPrefix: string): string {
  const hrefs = [...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replaceAll('&amp;', '&') ?? '');
  const bare = [...email.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0]);
  const link = [...hrefs, ...bare].find((candidate) => {
    try {
      return new URL(candidate).pathname.startsWith(pathPrefix);
    } catch {
      return false;
    }
  });
  if (!link) throw new Error(`the e-mail has no link to ${pathPrefix}`);
  return link;
}
