import { render } from '@react-email/render';
import { EMAIL_TEMPLATES, type TemplateName } from './templates/index.ts';
import type { TemplateContext } from './templates/template.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * One template written out as HTML and as plain text. React escapes every value put into the
 * HTML, so a name or a reason typed by someone can never become markup.
 */
export async function renderEmail(
  template: TemplateName,
  data: unknown,
  context: TemplateContext,
): Promise<RenderedEmail> {
  const definition = EMAIL_TEMPLATES[template];
  const { subject, body } = definition.compose(definition.data.parse(data) as never, context);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject, html, text };
}
