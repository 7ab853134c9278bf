import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Builds `ref` with its own build script in a temporary git worktree, with this checkout's node_modules. */
export async function buildCommit(ref: string) {
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  const parent = await mkdtemp(join(tmpdir(), 'bench-against-'));
  const tree = join(parent, 'tree');
  git('worktree', 'add', '--detach', tree, commit);
  const remove = async () => {
    git('worktree', 'remove', '--force', tree);
    await rm(parent, { recursive: true, force: true });
  };
  try {
    await symlink(resolve('node_modules'), join(tree, 'node_modules'));
    console.log(`building ${commit} in ${tree}`);
    execFileSync('npm', ['run', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    await remove();
    throw error;
  }
  return { name: commit, dist: join(tree, 'dist'), remove };
}
