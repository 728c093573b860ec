import { statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Logger } from '../log/index.js';
import { emptyAcl, readAclFile } from './acl-file.js';
import type { AclDocument } from './acl-types.js';

/** Options for {@link createAclSource}. */
export interface AclSourceOptions {
  /** The document already read at start-up (so a malformed file is refused before serving). */
  initial?: AclDocument;
  log?: Logger;
}

/**
 * The ACL as of now: a function that checks the file on every call (one `stat`) and re-reads it
 * when it changed, so an operator's edit applies to the next call without a restart. A file that
 * became malformed makes the function throw {@link AclError} (file, line, reason), and the call
 * pipeline denies every call until it is fixed; a deleted file is the empty default-deny ACL.
 *
 * @example
 * const acl = createAclSource(config.acl_file, { initial: await readAclFile(config.acl_file) });
 * createToolRuntime({ ..., acl, aclFile: config.acl_file });
 */
export function createAclSource(file: string, options: AclSourceOptions = {}): () => Promise<AclDocument> {
  const stampFrom = (s: Stats) => `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
  const stampOf = async () => {
    try {
      return stampFrom(await stat(file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
  };
  let current = options.initial;
  let stamp: string | undefined;
  if (current) {
    try {
      stamp = stampFrom(statSync(file));
    } catch {
      stamp = 'missing';
    }
  }
  let loading: Promise<AclDocument> | undefined;
  return async () => {
    const now = await stampOf();
    if (current && now === stamp) return current;
    if (!loading) {
      loading = (now === 'missing' ? Promise.resolve(emptyAcl()) : readAclFile(file)).then(
        (doc) => {
          if (current) options.log?.info({ acl_file: file, rules: doc.rules.length }, 'ACL reloaded');
          current = doc;
          stamp = now;
          loading = undefined;
          return doc;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    }
    return loading;
  };
}
