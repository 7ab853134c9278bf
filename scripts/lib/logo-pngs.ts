import { SITE } from '../../src/config/site.ts';

/** The logo's PNGs the pages show (SITE.company.logoPng), each 3x the size it is shown at. */
export const LOGO_PNGS = [
  { file: `public${SITE.company.logoPng.header}`, size: 96 },
  { file: `public${SITE.company.logoPng.landing}`, size: 264 },
] as const;
