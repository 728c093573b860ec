/** Finds a program on `$PATH` the way a shell would, without running a shell. */
import { access, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Returns the absolute path of `program`: a name is looked up in each `$PATH` directory in order;
 * a name with a slash is taken as a path. Undefined when nothing executable is found.
 *
 * @example
 * await resolveProgram('git'); // '/usr/bin/git'
 */
export async function resolveProgram(program: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (program === '' || /[\0\n]/.test(program)) return undefined;
  if (program.includes('/')) {
    const path = isAbsolute(program) ? program : resolve(program);
    return (await isExecutableFile(path)) ? path : undefined;
  }
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '' || !isAbsolute(dir)) continue;
    const candidate = join(dir, program);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}
