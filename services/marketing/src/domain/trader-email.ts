import type { BrevoEmail } from '../brevo/brevo-types.ts';

/** What every transactional email to a trader starts from: who it goes to, who sends it, the app. */
export interface TraderEmailInput {
  to: { email: string; firstName: string; lastName: string };
  sender: { email: string; name: string };
  /** The trader app's address, for a link into it; without it the email names none. */
  appUrl?: string | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of the trader app, or null when no app address is configured. */
const appLink = (appUrl: string | undefined, path: string) => (appUrl ? `${appUrl.replace(/\/+$/, '')}${path}` : null);

/**
 * A trader's email from its paragraphs of plain text (escaped into the HTML part) and the link
 * that closes it: `label` when the app address is known, else `fallback` saying where to look.
 */
export function traderEmail(
  input: TraderEmailInput,
  content: {
    subject: string;
    paragraphs: string[];
    link: { path: string; label: string; fallback: string };
    tag: string;
  },
): BrevoEmail {
  const { to, sender } = input;
  const { subject, paragraphs, link, tag } = content;
  const greeting = `Hello ${to.firstName},`;
  const href = appLink(input.appUrl, link.path);
  const linkHtml = href ? `<a href="${escapeHtml(href)}">${escapeHtml(link.label)}</a>` : escapeHtml(link.fallback);
  const textHtml = [greeting, ...paragraphs].map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return {
    sender,
    to: [{ email: to.email, name: `${to.firstName} ${to.lastName}`.trim() }],
    subject,
    htmlContent: `${textHtml}<p>${linkHtml}</p>`,
    textContent: [greeting, ...paragraphs, href ? `${link.label}: ${href}` : link.fallback].join('\n\n'),
    tags: [tag],
  };
}
