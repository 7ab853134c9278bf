import { describe, expect, it } from 'vitest';
import { builtShareLink, parseShareLink } from './share-link.ts';

/**
 * Share links committed in public projects (found by exact-string search of public GitHub code,
 * November 2026; HubSpot documents no shape). The classic `1…` links are decision 100's; the `2…`
 * ones come from forms of HubSpot's new editor, on the share host with the portal after the GUID,
 * and under a `<portal>.share…` subdomain. One project committed its link beside the form's GUID
 * and portal id (`formId="c2e945ca-…"`, `portalId="4401613"`): the decoding is checked on it.
 */
describe('parseShareLink', () => {
  it('reads a `2…` link whose form and portal its project wrote beside it', () => {
    expect(parseShareLink('https://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1')).toEqual({
      version: '2',
      formId: 'c2e945ca-53de-45b6-820f-8a8ded7b49e2',
      portalId: '4401613',
      region: 'na1',
    });
  });

  it.each([
    ['https://share-eu1.hsforms.com/1PVlRXYdMSdy-iBH_PXx_0wev6gi', '1', 'eu1', '24969330'],
    ['https://share-na2.hsforms.com/1NiS4r9lsSqGcuNBB77DeEQ40s9fk', '1', 'na2', '243183296'],
    [
      'https://ein6l.share.hsforms.com/2L1WUjhJWSLyk72IRfAhqHQ',
      '2',
      'na1',
      String(Number.parseInt('ein6l', 36)),
    ],
    [
      'https://2cwlc1.share-eu1.hsforms.com/2toUDbhpMRTK0WPmv2az_2g',
      '2',
      'eu1',
      String(Number.parseInt('2cwlc1', 36)),
    ],
    [
      'https://fjtqz.share-eu1.hsforms.com/2VnFVCiF_Sg26XP85Jxz_bA',
      '2',
      'eu1',
      String(Number.parseInt('fjtqz', 36)),
    ],
  ])('reads %s', (link, version, region, portalId) => {
    expect(parseShareLink(link)).toMatchObject({ version, region, portalId });
  });

  it('gives back the GUID the classic builder writes', () => {
    const formId = '3d59515d-874c-49dc-be88-11ff3d7c7fd3';
    expect(parseShareLink(builtShareLink(formId, '24969330', 'eu1'))?.formId).toBe(formId);
  });

  it.each([
    ['not a URL', 'share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['plain http', 'http://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['another host', 'https://share.example.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['a look-alike host', 'https://share.hsforms.com.example.net/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['an unknown region', 'https://share-xx9.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['another version', 'https://share.hsforms.com/3wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['no portal', 'https://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g'],
    ['the portal twice', 'https://2mcb1.share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['a short GUID', 'https://share.hsforms.com/2wulFylPeRbaCD4qN7XtJ42mcb1'],
    ['a port', 'https://share.hsforms.com:8443/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
    ['credentials', 'https://user@share.hsforms.com/2wulFylPeRbaCD4qN7XtJ4g2mcb1'],
  ])('refuses %s', (_what, link) => {
    expect(parseShareLink(link)).toBeUndefined();
  });
});
