import { execFileSync } from 'node:child_process';

/**
 * README.md's folder map ("Where things are") must list every folder of the repository down to the
 * level it uses, and only folders that exist: a folder added without its line, or a line left
 * after its folder went, is what makes a newcomer's first map wrong. The map is a code block of
 * lines `folder/  what it holds`: a top-level folder at the start of a line, a folder inside it
 * indented by two spaces; deeper-indented lines continue the line above.
 */

/** The folders the map under `heading` lists, as paths from the root (`src/`, `src/cms/`). */
export function mapFolders(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) throw new Error(`no "${heading}" section`);
  const open = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  if (open === -1 || close === -1) throw new Error(`the "${heading}" section has no code block`);
  const folders: string[] = [];
  let parent = '';
  for (const line of lines.slice(open + 1, close)) {
    const entry = /^( {0,2})([^\s/]+\/)(?:\s|$)/.exec(line);
    if (!entry) continue;
    const [, indent = '', name = ''] = entry;
    if (indent === '') {
      parent = name;
      folders.push(name);
    } else if (parent !== '') {
      folders.push(`${parent}${name}`);
    }
  }
  return folders;
}

/** The folders holding a file of `files` (paths from the root), down to `depth` levels: `src/`, `src/cms/`. */
export function foldersToDepth(files: readonly string[], depth: number): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let level = 1; level <= Math.min(depth, parts.length); level += 1) {
      folders.add(`${parts.slice(0, level).join('/')}/`);
    }
  }
  return [...folders].sort();
}

/** The repository's files as git sees them: tracked, and new ones not ignored (a folder not yet committed counts). */
export function repositoryFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '');
}

export interface MapCheck {
  /** Folders of the repository the map leaves out. */
  readonly unlisted: string[];
  /** Folders the map lists that the repository does not have. */
  readonly stale: string[];
}

export function checkFolderMap(listed: readonly string[], folders: readonly string[]): MapCheck {
  return {
    unlisted: folders.filter((folder) => !listed.includes(folder)),
    stale: listed.filter((folder) => !folders.includes(folder)),
  };
}
