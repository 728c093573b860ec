import type { Binding } from '../bindings/types.js';
import { isSensitiveParameter } from './redact.js';

/** Shortest secret value that is looked for in text; shorter ones would mangle it. */
export const MIN_SECRET_LENGTH = 3;

/**
 * The values a call passes in its sensitive parameters ({@link isSensitiveParameter}), longest
 * first, for scrubbing program output that svc repeats (guidance, progress messages): programs
 * often echo their arguments.
 *
 * @example
 * sensitiveValues(curlBinding, { oauth2_bearer: 'abc123', url: 'https://x' }); // ['abc123']
 */
export function sensitiveValues(binding: Binding, args: Record<string, unknown>): string[] {
  const secrets: string[] = [];
  for (const [name, prop] of Object.entries(binding.input_schema.properties)) {
    if (!isSensitiveParameter(name, prop)) continue;
    const value = args[name];
    for (const item of Array.isArray(value) ? value : [value]) {
      if ((typeof item === 'string' || typeof item === 'number') && String(item).length >= MIN_SECRET_LENGTH) secrets.push(String(item));
    }
  }
  return secrets.sort((a, b) => b.length - a.length);
}
