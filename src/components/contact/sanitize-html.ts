import DOMPurify from 'dompurify';

/**
 * Provider HTML (the legal-consent texts) is sanitised with DOMPurify before
 * rendering: only simple text markup and links survive; scripts, event
 * handlers, images and styles are dropped. Links that open a new tab get
 * rel="noopener noreferrer".
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'span'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title'];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node instanceof Element && node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
}

export function sanitizeProviderHtml(html: string): string {
  addLinkHook();
  // DOMPurify's default URI rule stays: it refuses javascript: and other script-running schemes.
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
