// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeProviderHtml } from './sanitize-html.ts';

describe('sanitizeProviderHtml', () => {
  it('keeps text markup and links', () => {
    expect(
      sanitizeProviderHtml('<p>We <strong>care</strong>: <a href="https://example.com/p">policy</a></p>'),
    ).toBe('<p>We <strong>care</strong>: <a href="https://example.com/p">policy</a></p>');
  });

  it('drops scripts, event handlers, images and styles', () => {
    const clean = sanitizeProviderHtml(
      '<p style="color:red" onclick="x()">Hi<img src=x onerror="x()"><script>x()</script><iframe src="//e"></iframe></p>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('refuses javascript: links', () => {
    expect(sanitizeProviderHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('gives new-tab links rel="noopener noreferrer" and drops other targets', () => {
    expect(sanitizeProviderHtml('<a href="https://e.com" target="_blank">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeProviderHtml('<a href="https://e.com" target="top">x</a>')).toBe(
      '<a href="https://e.com">x</a>',
    );
  });

  it('tells screen-reader users which links open a new tab, in the words it is given', () => {
    expect(
      sanitizeProviderHtml(
        '<p>Read our <a href="https://e.com/privacy" target="_blank">privacy policy</a> and <a href="https://e.com/t">terms</a>.</p>',
        '(si apre in una nuova scheda)',
      ),
    ).toBe(
      '<p>Read our <a href="https://e.com/privacy" target="_blank" rel="noopener noreferrer">privacy policy<span class="visually-hidden"> (si apre in una nuova scheda)</span></a> and <a href="https://e.com/t">terms</a>.</p>',
    );
  });
});
