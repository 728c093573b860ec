import { open, readdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { CompletionShell } from './parse.js';

/** Options for {@link findCompletionScripts}. */
export interface FindCompletionOptions {
  /** zsh function directories to search too (default: `$FPATH` split at `:`). */
  fpath?: string[];
  /**
   * Replaces the standard locations: only these directories (and `fpath`) are searched.
   * Tests point this at test/fixtures/completion.
   */
  dirs?: string[];
  /** Environment to read `FPATH`, `HOME` and `XDG_DATA_HOME` from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
}

/** One completion script found for a program. */
export interface CompletionScript {
  shell: CompletionShell;
  path: string;
}

/** Scripts larger than this are not completion scripts we can use. */
const MAX_SCRIPT_BYTES = 4 * 1024 * 1024;

/** Program names that are safe as one path component. */
const TOOL_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/;

/**
 * The standard places, in the order bash-completion and zsh search them: the user's own
 * directories first, then local, then the distribution's.
 */
async function standardDirs(env: NodeJS.ProcessEnv): Promise<string[]> {
  const home = env.HOME ?? homedir();
  const dataHome = env.XDG_DATA_HOME ?? join(home, '.local', 'share');
  const zshCompletion = '/usr/share/zsh/functions/Completion';
  let zshGroups: string[] = [];
  try {
    zshGroups = (await readdir(zshCompletion, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(zshCompletion, entry.name))
      .sort();
  } catch {
    // no zsh installed
  }
  return [
    join(dataHome, 'bash-completion', 'completions'),
    '/usr/local/share/bash-completion/completions',
    '/usr/share/bash-completion/completions',
    '/usr/local/etc/bash_completion.d',
    '/etc/bash_completion.d',
    '/usr/local/share/zsh/site-functions',
    '/usr/share/zsh/site-functions',
    '/usr/share/zsh/vendor-completions',
    ...zshGroups,
  ];
}

/** Reads the start of a file to tell a zsh completion function from a bash script. */
async function shellOf(path: string, fileName: string): Promise<CompletionShell | undefined> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8');
    if (/^#(?:compdef|autoload)\b/m.test(head)) return 'zsh';
    if (/\bcomplete\s+(?:-\S+\s+)*-[FCo]\b|_comp_|COMPREPLY|compgen\b/.test(head)) return 'bash';
    // the head says nothing: go by the naming convention (`_tool` is a zsh function file)
    return fileName.startsWith('_') ? 'zsh' : 'bash';
  } finally {
    await handle.close();
  }
}

/**
 * Finds a program's bash and zsh completion scripts in the standard locations
 * (`/usr/share/bash-completion/completions/<tool>`, `/etc/bash_completion.d/<tool>`,
 * `/usr/local/share/...`, `~/.local/share/bash-completion/completions`,
 * `/usr/share/zsh/vendor-completions/_<tool>`, `/usr/share/zsh/functions/Completion/* /_<tool>`,
 * `site-functions`) and in `$fpath`. Files are told apart by content (`#compdef` is zsh), each
 * real file is listed once, in search order.
 *
 * @example
 * await findCompletionScripts('git');
 * // [{ shell: 'bash', path: '/usr/share/bash-completion/completions/git' }, { shell: 'zsh', path: '/usr/share/zsh/functions/Completion/Unix/_git' }]
 */
export async function findCompletionScripts(tool: string, options: FindCompletionOptions = {}): Promise<CompletionScript[]> {
  if (!TOOL_NAME.test(tool)) return [];
  const env = options.env ?? process.env;
  const fpath = options.fpath ?? (env.FPATH ? env.FPATH.split(':').filter((dir) => dir !== '') : []);
  const dirs = [...(options.dirs ?? (await standardDirs(env))), ...fpath];
  const names = [tool, `${tool}.bash`, `_${tool}`];
  const found: CompletionScript[] = [];
  const seen = new Set<string>();
  for (const dir of dirs) {
    for (const name of names) {
      const path = join(dir, name);
      try {
        const info = await stat(path);
        if (!info.isFile() || info.size === 0 || info.size > MAX_SCRIPT_BYTES) continue;
        const real = await realpath(path);
        if (seen.has(real)) continue;
        seen.add(real);
        const shell = await shellOf(path, name);
        if (shell) found.push({ shell, path });
      } catch {
        // missing or unreadable: not a script we can use
      }
    }
  }
  return found;
}
