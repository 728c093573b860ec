import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Logger } from '../log/index.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { readRegularFile } from '../shared/regular-file.js';
import { emptyAcl, parseAcl, readAclText, validAclValue } from './acl-file.js';
import type { AclDocument } from './acl-types.js';

interface AclCacheFile {
  /** sha256 of the ACL file's text the entry was parsed from. */
  digest: string;
  acl: unknown;
}

/**
 * {@link readAclFile} with a parsed-ACL cache in `cacheDir`, for start-up: parsing YAML (and
 * loading the YAML library) is most of what reading a small ACL costs. The entry is used only for
 * the exact text it was parsed from (its sha256), and is checked again like the file would be
 * ({@link validAclValue}), so a stale or tampered cache can never hold what the file does not.
 * A missing, corrupt or unwritable cache only means the file is parsed.
 *
 * @example
 * const acl = await readAclFileCached(config.acl_file, config.cache_dir, log);
 */
export async function readAclFileCached(file: string, cacheDir: string, log?: Logger): Promise<AclDocument> {
  const text = await readAclText(file);
  if (text === undefined) return emptyAcl();
  const digest = createHash('sha256').update(text).digest('hex');
  const cacheFile = join(cacheDir, `acl-${createHash('sha256').update(resolve(file)).digest('hex').slice(0, 16)}.json`);
  try {
    const cached = JSON.parse(await readRegularFile(cacheFile)) as AclCacheFile;
    const acl = cached.digest === digest ? validAclValue(cached.acl) : undefined;
    if (acl) return acl;
  } catch {
    /* no usable cache: parse the file */
  }
  const acl = parseAcl(text, file);
  try {
    await writeFileAtomic(cacheFile, JSON.stringify({ digest, acl } satisfies AclCacheFile), { mode: 0o600 });
  } catch (error) {
    log?.debug({ err: (error as Error).message, cache: cacheFile }, 'could not write the parsed-ACL cache');
  }
  return acl;
}
