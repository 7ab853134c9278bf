import DOMPurify from 'dompurify';

/**
 * Provider HTML (the legal-consent texts) is sanitised with DOMPurify before
 * rendering: only simple text markup and links survive; scripts, event
 * handlers, images and styles are dropped. Links that open a new tab get
 * rel="noopener noreferrer" and, given the page's words for it, a hidden
 * "(opens in a new tab)" like every other new-tab link of the site.
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

export function sanitizeProviderHtml(html: string, newTabLabel?: string): string {
  addLinkHook();
  // DOMPurify's default URI rule stays: it refuses javascript: and other script-running schemes.
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM_FRAGMENT: true });
  if (newTabLabel) {
    for (const link of clean.querySelectorAll('a[target="_blank"]')) {
      const hint = document.createElement('span');
      hint.className = 'visually-hidden';
      hint.textContent = ` ${newTabLabel}`;
      link.append(hint);
    }
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
