import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_CONTENT_FILES } from '../../tests/support/cms/test-content-files.ts';
import { CMS_CONFIG_FILE, cmsConfigOfRepository, formatCmsConfig } from './cms-config-file.ts';
import { generateCmsConfig } from './cms-config.ts';
import { SVELTIA_SCHEMA } from './sveltia-package.ts';

// The schema carries editor hints (markdownDescription) strict mode rejects as unknown keywords, and
// string formats (uri, regex) that would need ajv-formats: the structure is what this test checks.
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(
  JSON.parse(readFileSync(SVELTIA_SCHEMA, 'utf8')),
);

describe(CMS_CONFIG_FILE, () => {
  it('is what `npm run cms:config` writes from the content files (run it after a schema change)', async () => {
    expect(readFileSync(CMS_CONFIG_FILE, 'utf8')).toBe(await formatCmsConfig(cmsConfigOfRepository()));
  });

  it("validates against Sveltia's configuration schema", () => {
    const committed: unknown = JSON.parse(readFileSync(CMS_CONFIG_FILE, 'utf8'));
    expect(validate(committed) ? [] : validate.errors).toEqual([]);
  });

  it('validates with every widget the generator writes', () => {
    const config = generateCmsConfig(TEST_CONTENT_FILES, {
      repo: 'acme/site',
      branch: 'main',
      siteUrl: 'https://www.example.com',
    });
    expect(validate(config) ? [] : validate.errors).toEqual([]);
  });

  it('refuses what Sveltia would refuse (the schema is not a formality)', () => {
    expect(validate({ backend: { name: 'github' }, collections: [] })).toBe(false);
    expect(validate({ backend: { name: 'test-repo' }, collections: [], publish_mode: 'instant' })).toBe(
      false,
    );
  });
});
