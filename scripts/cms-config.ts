/**
 * `npm run cms:config`: writes the editor's configuration, public/admin/config.json, from the
 * content files' list and their schemas (decision 109). Run it after changing a content schema;
 * src/cms/cms-config-file.test.ts fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { CMS_CONFIG_FILE, cmsConfigOfRepository, formatCmsConfig } from '../src/cms/cms-config-file.ts';

writeFileSync(CMS_CONFIG_FILE, await formatCmsConfig(cmsConfigOfRepository()));
console.log(`wrote ${CMS_CONFIG_FILE}`);
