import { useEffect, useState } from 'react';
import { Skeleton } from './skeleton.tsx';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify, loaded on first use so it stays out of the entry chunk. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then((module) => {
    const purify = module.default;
    // Links may open a new tab, never with a handle back to this page.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('target'))
        node.setAttribute('rel', 'noopener noreferrer');
    });
    return (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  });
  return sanitizer;
}

type SafeHtmlProps = { html: string; className?: string };

/** Server HTML (announcements, help) rendered only after DOMPurify has cleaned it. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    setClean(null);
    void loadSanitizer().then((sanitize) => {
      if (alive) setClean(sanitize(html));
    });
    return () => {
      alive = false;
    };
  }, [html]);
  if (clean === null) return <Skeleton height={48} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
