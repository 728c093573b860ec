import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const requireLazily = createRequire(import.meta.url);
let loaded: typeof Yaml | undefined;

/**
 * The YAML library, loaded on first use. Loading it costs about 60 ms of start-up, and `svc serve`
 * with unchanged files needs none of it (bindings and the ACL come from their parsed caches).
 *
 * @example
 * const value = yaml().parse(text);
 */
export function yaml(): typeof Yaml {
  return (loaded ??= requireLazily('yaml') as typeof Yaml);
}
