import { describe, expect, it } from 'vitest';
import { hostedFormUrl } from './hosted-form.ts';

/**
 * Share links of hosted forms committed in public projects, decoded by hand (the GUID from the
 * 22 base64url characters after the leading `1`, the portal id from the base-36 rest): our
 * builder must write each one back exactly.
 */
const REAL_LINKS = [
  [
    'https://share-eu1.hsforms.com/1PVlRXYdMSdy-iBH_PXx_0wev6gi',
    '3d59515d-874c-49dc-be88-11ff3d7c7fd3',
    '24969330',
    'eu1',
  ],
  [
    'https://share-eu1.hsforms.com/15Zx1VhONRay0b8_WudIEMg2dfvor',
    'e59c7556-138d-45ac-b46f-cfd6b9d20432',
    '143508267',
    'eu1',
  ],
  [
    'https://share-eu1.hsforms.com/14aljI0OEQje2DDmJiZoLFgetp37',
    'e1a96323-4384-4237-b60c-3989899a0b16',
    '24900163',
    'eu1',
  ],
  [
    'https://share-na2.hsforms.com/1NiS4r9lsSqGcuNBB77DeEQ40s9fk',
    '3624b8af-d96c-4aa1-9cb8-d041efb0de11',
    '243183296',
    'na2',
  ],
  [
    'https://share-ap1.hsforms.com/1TmtlcZixSN-RGx_WhwOhgw7b5o2s',
    '4e6b6571-98b1-48df-911b-1fd68703a183',
    '442003492',
    'ap1',
  ],
] as const;

describe('hostedFormUrl', () => {
  it.each(REAL_LINKS)('writes %s back from its GUID and portal', (link, guid, portalId, region) => {
    expect(hostedFormUrl(guid, { hubspotPortalId: portalId, hubspotRegion: region })).toBe(link);
  });

  it('reads an upper-case GUID as the same form', () => {
    const [link, guid, portalId, region] = REAL_LINKS[1];
    expect(hostedFormUrl(guid.toUpperCase(), { hubspotPortalId: portalId, hubspotRegion: region })).toBe(
      link,
    );
  });

  it('uses the host without a region for na1 portals', () => {
    expect(
      hostedFormUrl('3d59515d-874c-49dc-be88-11ff3d7c7fd3', {
        hubspotPortalId: '62515',
        hubspotRegion: 'na1',
      }),
    ).toBe(`https://share.hsforms.com/1PVlRXYdMSdy-iBH_PXx_0w${(62515).toString(36)}`);
  });

  it("prefers the operator's link for that form, whatever its shape (decision 106)", () => {
    const portal = { hubspotPortalId: '4401613', hubspotRegion: 'na1' } as const;
    const link = 'https://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1';
    expect(hostedFormUrl('C2E945CA-53DE-45B6-820F-8A8DED7B49E2', portal, { en: link })).toBe(link);
    // Another form's link is not this form's: the built one.
    expect(hostedFormUrl('3d59515d-874c-49dc-be88-11ff3d7c7fd3', portal, { en: link })).toBe(
      `https://share.hsforms.com/1PVlRXYdMSdy-iBH_PXx_0w${(4401613).toString(36)}`,
    );
  });

  it('sends an id that is not a GUID to the share host, not to a link that cannot exist', () => {
    expect(hostedFormUrl('contact', { hubspotPortalId: '1', hubspotRegion: 'eu1' })).toBe(
      'https://share-eu1.hsforms.com/',
    );
  });
});
