/**
 * Stylesheets fetched on demand: the CSS of dialogs that open on request is a
 * separate hashed file (`import href from '….css?url'`) rather than inlined in
 * every page, and whoever opens such a dialog waits for it first, so the
 * dialog never shows unstyled (docs/decisions/038-dialog-css-on-demand.md).
 */
const requests = new Map<string, Promise<void>>();

function alreadyApplied(href: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href && link.sheet !== null,
  );
}

/**
 * Adds one `<link rel="stylesheet">` per address, however often or
 * concurrently it is asked for. Resolves once the browser has applied the
 * sheet; rejects if it could not be fetched, and forgets that failure so the
 * next call fetches it again.
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = requests.get(href);
  if (known) return known;
  // The page may link it itself (the terms page links the legal documents' stylesheet).
  if (alreadyApplied(href)) {
    const applied = Promise.resolve();
    requests.set(href, applied);
    return applied;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const request = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => {
      resolve();
    });
    link.addEventListener('error', () => {
      requests.delete(href);
      link.remove();
      reject(new Error(`The stylesheet ${href} could not be loaded`));
    });
  });
  requests.set(href, request);
  document.head.append(link);
  return request;
}

/**
 * What an opener awaits before showing its dialog: the stylesheet has loaded,
 * or it failed and the dialog shows anyway. Unstyled beats unusable: the
 * dialog's shell (dialog.css, inline in every page) still makes it a modal
 * with its title, content and close button. The failure is reported, and the
 * next opening fetches the stylesheet again.
 */
export function stylesheetSettled(href: string): Promise<void> {
  return loadStylesheet(href).catch((error: unknown) => {
    console.error(`${String(error)}; showing the dialog without it.`);
  });
}

/** Starts the fetch ahead of need (pointer or focus on an opener); a failure is reported when it matters, at opening. */
export function prefetchStylesheet(href: string): void {
  loadStylesheet(href).catch(() => undefined);
}
