import type { Page } from '@playwright/test';

/**
 * The words of the page's visible headings (`selector`: the section and banner headings) that a
 * line ends inside without a hyphen, as
 * `tag "word" broken after "start"`. A word whose characters sit on two lines breaks; it may do so
 * only right after a soft hyphen (drawn as "-" there) or a hyphen of its own ("e-mail").
 */
export async function headingWordsBrokenWithoutHyphen(page: Page, selector = 'h1, h2'): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const lineOf = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 || rect.height > 0);
      // The character just after a break also reports the line end before it (the drawn hyphen): its own line is the last.
      const own = rects.at(-1);
      return own ? Math.round(own.top) : undefined;
    };
    for (const heading of document.querySelectorAll(selector)) {
      if (heading.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        for (const match of text.matchAll(/\S+/gu)) {
          let previousLine: number | undefined;
          for (let offset = match.index; offset < match.index + match[0].length; offset += 1) {
            // A soft hyphen where no line breaks takes no room: it has no line of its own.
            if (text[offset] === '\u00AD') continue;
            const line = lineOf(node, offset);
            if (line === undefined) continue;
            if (previousLine !== undefined && line > previousLine + 1) {
              const before = text.slice(match.index, offset);
              if (!/[\u00AD-]$/u.test(before)) {
                broken.push(
                  `${heading.tagName.toLowerCase()} "${match[0].replaceAll('\u00AD', '')}" broken after "${before.replaceAll('\u00AD', '')}"`,
                );
              }
            }
            previousLine = line;
          }
        }
      }
    }
    return broken;
  }, selector);
}

/** The accessible names of the page's headings, regions and links, as Chromium computes them for screen readers. */
export async function chromiumHeadingNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  await session.detach();
  return nodes
    .filter((node) => ['heading', 'region', 'link'].includes(node.role?.value ?? ''))
    .map((node) => node.name?.value ?? '');
}
