import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './html-sanitizer.ts';

describe('announcement HTML on the way in', () => {
  it('keeps the allowed tags and http(s) or relative links', () => {
    const html =
      '<p>Deposit <strong>today</strong>, <em>win</em> <span>more</span><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<a href="https://example.com/x">out</a> <a href="/promotions">in</a>';
    expect(sanitizeContentHtml(html)).toBe(
      '<p>Deposit <strong>today</strong>, <em>win</em> <span>more</span><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<a href="https://example.com/x">out</a> <a href="/promotions">in</a>',
    );
  });

  it('strips scripts, event handlers, styles and every other tag and attribute', () => {
    const html =
      '<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>' +
      '<svg><script>alert(2)</script></svg><h1>Big</h1><a href="/x" onmouseover="alert(3)" target="_top">x</a>';
    expect(sanitizeContentHtml(html)).toBe('<p>Hi</p>Big<a href="/x">x</a>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps their text', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>' +
      '<a href="data:text/html,x">c</a><a href="//evil.example">d</a><a href="mailto:x@y.z">e</a>';
    expect(sanitizeContentHtml(html)).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a>');
  });
});
