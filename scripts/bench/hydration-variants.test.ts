import { describe, expect, it } from 'vitest';
import { rewriteDirectives } from './hydration-variants.ts';

const SOURCE = `<MainMenu
  slot="menu"
  client:queued
  locale={locale}
/>
<PageStart client:queued />
<VideoFacade slot="media" client:queued={videoIslandStart('simple-banner')} media={x} />
<ReasonsCarousel client:queued="visible" content={sections.reasons} />
<SiteFooter
  client:queued
  t={{ FOOTER: t.FOOTER }}
/>`;

describe('rewriteDirectives', () => {
  it('leaves variant A (the site as it is) untouched', () => {
    expect(rewriteDirectives(SOURCE, 'A')).toBe(SOURCE);
  });

  it('puts every island on client:idle in variant B', () => {
    const b = rewriteDirectives(SOURCE, 'B');
    expect(b).not.toContain('client:queued');
    expect(b.match(/client:idle/g)).toHaveLength(5);
    expect(b).toContain('<ReasonsCarousel client:idle content=');
    expect(b).toContain('<VideoFacade slot="media" client:idle media=');
  });

  it('puts the islands below the fold on client:visible and the others on client:idle in variant C', () => {
    const c = rewriteDirectives(SOURCE, 'C');
    expect(c).not.toContain('client:queued');
    expect(c).toContain('<MainMenu\n  slot="menu"\n  client:idle\n');
    expect(c).toContain('<PageStart client:idle />');
    expect(c).toContain('<VideoFacade slot="media" client:visible media=');
    expect(c).toContain('<ReasonsCarousel client:visible content=');
    expect(c).toContain('<SiteFooter\n  client:visible\n');
  });
});
