import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('removes scripts and handlers, keeps formatting, and opens new-tab links without a handle back', async () => {
    render(
      <SafeHtml
        html={
          '<p><b>Bold</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="https://example.com" target="_blank">go</a></p>'
        }
        className="x"
      />,
    );
    await waitFor(() => expect(screen.getByText('Bold')).toBeTruthy());
    const root = screen.getByText('Bold').closest('.x') as HTMLElement;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    const link = root.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
