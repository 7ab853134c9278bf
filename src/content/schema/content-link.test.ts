import { describe, expect, it } from 'vitest';
import { isContentLink } from './fields.ts';

describe('isContentLink', () => {
  it.each(['https://example.com/story', 'mailto:info@example.com', 'tel:+390212345678', '/it/sostenibilita', '/'])(
    'accepts %s',
    (value) => {
      expect(isContentLink(value)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://user:pass@example.com',
    'example.com/story',
    '',
  ])('refuses %j', (value) => {
    expect(isContentLink(value)).toBe(false);
  });
});
