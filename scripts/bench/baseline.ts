// The baseline of the generation benchmark: commit bc8e978 in a detached git worktree of its own, made once in
// node_modules/.cache and reused, with its own node_modules; and the command each checkout's `npm run generate` runs.
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root, run } from './lib.js';

/** The commit the project guide times regeneration against. */
export const BASELINE = 'bc8e978';

export interface Baseline {
  dir: string;
  /** `git log -1` of the commit: its author date and subject line. */
  date: string;
  subject: string;
  /** Whether this run made the worktree or installed its node_modules (else an earlier run's was reused). */
  made: boolean;
}

/** Why there is no baseline to time: a clone without the commit, or without git. */
export interface NoBaseline {
  skipped: string;
}

const dir = join(root, 'node_modules/.cache/teamcity-sdk-bench', BASELINE);

async function git(args: string[], cwd = root): Promise<string> {
  const out = await run('git', args, 120_000, cwd);
  if (out.code !== 0) throw new Error(`git ${args.join(' ')} failed (${out.code}): ${out.stderr.trim()}`);
  return out.stdout.trim();
}

/** The full hash of the baseline commit in this clone, or why it cannot be had. */
async function baselineCommit(): Promise<string | NoBaseline> {
  const ok = async (args: string[]) => {
    const out = await run('git', args, 30_000);
    return out.code === 0 ? out.stdout.trim() : null;
  };
  try {
    if ((await ok(['rev-parse', '--git-dir'])) === null) return { skipped: 'this checkout is not a git repository' };
  } catch {
    return { skipped: 'git is not installed' };
  }
  const hash = await ok(['rev-parse', '--verify', '--quiet', `${BASELINE}^{commit}`]);
  if (hash) return hash;
  const shallow = (await ok(['rev-parse', '--is-shallow-repository'])) === 'true';
  return { skipped: `this clone${shallow ? ' is shallow and' : ''} does not have commit ${BASELINE}` };
}

/** Whether dir is a worktree of its own (not a folder inside this checkout) at the given commit. */
async function isWorktreeAt(hash: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  try {
    return (
      (await git(['rev-parse', '--show-toplevel'], dir)) === realpathSync(dir) &&
      (await git(['rev-parse', 'HEAD'], dir)) === hash
    );
  } catch {
    return false;
  }
}

/**
 * The worktree of the baseline commit, made and installed on the first run and reused by later ones; its tracked
 * files put back as committed (a run stopped during an edit leaves one). Its generated/ is the caller's to check.
 */
export async function prepareBaseline(): Promise<Baseline | NoBaseline> {
  const hash = await baselineCommit();
  if (typeof hash !== 'string') return hash;
  let made = false;
  if (!(await isWorktreeAt(hash))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dirname(dir), { recursive: true });
    // --force: the path may still be registered from a worktree whose folder was deleted (by `npm ci` here).
    await git(['worktree', 'add', '--force', '--detach', dir, hash]);
    made = true;
  }
  await git(['reset', '--hard', '--quiet'], dir);
  // npm writes this file last; without it the install is missing or did not finish.
  if (!existsSync(join(dir, 'node_modules/.package-lock.json'))) {
    const out = await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], 900_000, dir);
    if (out.code !== 0) throw new Error(`npm ci in ${dir} failed (${out.code}):\n${out.stderr.slice(-4000)}`);
    made = true;
  }
  const [date, subject] = (await git(['log', '-1', '--date=iso', '--format=%ad%n%s', hash])).split('\n');
  return { dir, date: date!, subject: subject!, made };
}

/** `git status --porcelain` of a checkout: empty when its files are as committed. */
export const gitStatus = (cwd: string): Promise<string> => git(['status', '--porcelain'], cwd);

/**
 * What `npm run generate` runs in a checkout, read from its package.json, as a command and arguments to spawn
 * without npm: `node` is this node, another first word a bin of the checkout's node_modules/.bin (as npm puts it on
 * PATH). A script that needs a shell (quotes, `&&`, variables) is refused rather than guessed at.
 */
export function generateCommand(checkout: string): { command: string[]; script: string } {
  const pkg = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const script = pkg.scripts?.generate;
  if (!script) throw new Error(`${checkout}/package.json has no scripts.generate`);
  const words = script.trim().split(/\s+/);
  if (words.some((w) => /[^\w@%+=:,./-]/.test(w)))
    throw new Error(`scripts.generate of ${checkout} needs a shell (${script}): the bench runs plain commands only`);
  const [first, ...rest] = words as [string, ...string[]];
  if (first === 'node') return { command: [process.execPath, ...rest], script };
  const bin = join(checkout, 'node_modules/.bin', first);
  if (!existsSync(bin)) throw new Error(`scripts.generate of ${checkout} runs ${first}: neither node nor a local bin`);
  return { command: [bin, ...rest], script };
}
