import { CONTENT_HTML_TAGS } from '@portal/contracts/content';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of announcement and help HTML (decision 0021): paragraphs, line breaks, emphasis,
 * lists, spans and links whose href is http(s) or relative. Every other tag goes (script and style with
 * their text), and with them every attribute but a link's href: no event handlers, no style, no
 * javascript: or data: links, no protocol-relative ones that would leave the site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Operator HTML as the server stores it; the portal runs DOMPurify over it again before showing it. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
