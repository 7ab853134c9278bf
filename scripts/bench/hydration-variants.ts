import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The hydration set-ups `npm run bench:hydration` compares (decision 102):
 * A the custom `client:queued` directive as the site has it (decision 071),
 * B Astro's `client:idle` for every island,
 * C Astro's `client:visible` for the islands below the fold on a phone, `client:idle` for the rest.
 */
export const HYDRATION_VARIANTS = ['A', 'B', 'C'] as const;
export type HydrationVariant = (typeof HYDRATION_VARIANTS)[number];

export const VARIANT_LABELS: Record<HydrationVariant, string> = {
  A: 'A client:queued',
  B: 'B client:idle',
  C: 'C client:visible below the fold',
};

/**
 * Islands below the fold on the phone Lighthouse emulates (412 × 823 px) that `client:queued`
 * does not start once visible: the videos (started when reached), the footer (once on screen or reached).
 */
const BELOW_THE_FOLD = new Set(['VideoFacade', 'SiteFooter']);

/**
 * `<Island …client:queued`, `…client:queued="visible"` or `…client:queued={start}` (a start made
 * in a module, island-start.ts), the attributes before it on any line. Astro's directives take
 * none of these values: the rewrite drops them.
 */
const QUEUED = /<(\w+)(\s[^<>]*?)\bclient:queued(?:(="visible")|=\{[^{}]*\})?/g;

/** The source of an .astro file with each `client:queued` replaced as `variant` says. */
export function rewriteDirectives(source: string, variant: HydrationVariant): string {
  if (variant === 'A') return source;
  return source.replace(QUEUED, (_match, island: string, between: string, visible?: string) => {
    const lazy = visible !== undefined || BELOW_THE_FOLD.has(island);
    const directive = variant === 'C' && lazy ? 'client:visible' : 'client:idle';
    return `<${island}${between}${directive}`;
  });
}

/**
 * Builds `variant` of the current work tree (committed or not) into `<into>/dist`, precompressed as
 * `npm run build` leaves it: the tracked and untracked files are copied to `into`, node_modules is
 * linked, and the .astro files are rewritten there. The work tree itself is never changed.
 */
export async function buildVariant(variant: HydrationVariant, into: string): Promise<string> {
  await rm(into, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = join(ROOT, file);
    const to = join(into, file);
    await mkdir(dirname(to), { recursive: true });
    if (file.endsWith('.astro')) {
      await writeFile(to, rewriteDirectives(await readFile(from, 'utf8'), variant));
    } else {
      // A file deleted in the work tree but still tracked is simply left out.
      await cp(from, to).catch(() => undefined);
    }
  }
  await symlink(join(ROOT, 'node_modules'), join(into, 'node_modules'));
  const run = (args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: into,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
  run([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build']);
  run(['scripts/finish-build.ts', 'dist']);
  return join(into, 'dist');
}
