import DOMPurify from 'dompurify';

/** Announcement and help HTML comes from operators: sanitise it before it reaches the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
