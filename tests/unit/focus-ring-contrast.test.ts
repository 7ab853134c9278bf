import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastingChanges } from '../e2e/support/focus-ring.ts';

/** A PNG of `width` × 10 pixels in one colour, with its left `ring` columns in another. */
async function png(width: number, background: string, ring = 0, ringColour = background): Promise<Buffer> {
  const base = sharp({ create: { width, height: 10, channels: 3, background } });
  if (ring === 0) return base.png().toBuffer();
  const band = await sharp({ create: { width: ring, height: 10, channels: 3, background: ringColour } })
    .png()
    .toBuffer();
  return base
    .composite([{ input: band, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

// The measure the browser suite's focus-ring and error-mark checks rest on (WCAG 2.4.13's 3:1).
describe('contrastingChanges', () => {
  it('counts the pixels whose colour changed by 3:1 or more', async () => {
    const unfocused = await png(20, '#ffffff');
    expect(await contrastingChanges(await png(20, '#ffffff', 4, '#1a1a1a'), unfocused)).toBe(40);
  });

  it('ignores a change too faint to see: amber on white is below 3:1', async () => {
    const unfocused = await png(20, '#ffffff');
    expect(await contrastingChanges(await png(20, '#ffffff', 4, '#ffbf00'), unfocused)).toBe(0);
  });

  it('counts either direction: a light ring on a dark poster', async () => {
    const unfocused = await png(20, '#101010');
    expect(await contrastingChanges(await png(20, '#101010', 3, '#ffffff'), unfocused)).toBe(30);
  });

  it('refuses screenshots of different sizes', async () => {
    await expect(contrastingChanges(await png(20, '#fff'), await png(21, '#fff'))).rejects.toThrow(/size/);
  });
});
