import { useEffect, useState } from 'react';

type Copied = false | true | 'failed';

/** Copies text to the clipboard; says so for two seconds, or that the browser refused. */
export function useCopy(): [Copied, (text: string) => Promise<void>] {
  const [copied, setCopied] = useState<Copied>(false);
  useEffect(() => {
    if (copied !== true) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied('failed');
    }
  };
  return [copied, copy];
}
