import { sanitizeHtml } from '../lib/sanitize.ts';

/** Operator HTML (announcements, help) rendered only after DOMPurify has sanitised it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = { __html: sanitizeHtml(html) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify first
  return <div className={className} dangerouslySetInnerHTML={clean} />;
}
