import { describe, expect, it } from 'vitest';
import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { findPathOutsideRoots, isPathParameter, pathOutsideRootsGuidance } from './path-confinement.js';

const prop = (extra: Partial<CliPropertySchema>): CliPropertySchema => ({ type: 'string', 'x-cli-kind': 'positional', ...extra });

describe('path confinement', () => {
  it('treats format: path and read/write effects found by the scan as paths; default effects are not', () => {
    expect(isPathParameter(prop({ 'x-cli-format': 'path' }))).toBe(true);
    expect(isPathParameter(prop({ type: 'array', items: { type: 'string', 'x-cli-format': 'path' } }))).toBe(true);
    expect(isPathParameter(prop({ 'x-cli-format': 'uri' }))).toBe(false);
    // Bindings from older scans: the legacy format keyword still counts.
    expect(isPathParameter(prop({ format: 'path' }))).toBe(true);
    expect(isPathParameter(prop({ type: 'array', items: { type: 'string', format: 'path' } }))).toBe(true);
    expect(isPathParameter(prop({ 'x-cli-effect': 'read', 'x-cli-effect-source': 'curated' }))).toBe(true);
    expect(isPathParameter(prop({ 'x-cli-effect': 'write', 'x-cli-effect-source': 'help' }))).toBe(true);
    expect(isPathParameter(prop({ 'x-cli-effect': 'write', 'x-cli-effect-source': 'default' }))).toBe(false);
    expect(isPathParameter(prop({ 'x-cli-effect': 'none', 'x-cli-effect-source': 'curated' }))).toBe(false);
    expect(isPathParameter(prop({}))).toBe(false);
  });

  it('finds the first path outside the roots, relative ones taken from the working directory; sensitive values are not quoted', () => {
    const binding = {
      input_schema: {
        type: 'object', additionalProperties: false,
        properties: { pattern: prop({}), file: prop({ format: 'path' }), key: prop({ format: 'path', 'x-cli-sensitive': true }) },
      },
    } as unknown as Binding;
    expect(findPathOutsideRoots(binding, { pattern: '/etc', file: 'a/b' }, '/w/p', ['/w/p'])).toBeUndefined();
    expect(findPathOutsideRoots(binding, { file: '/etc/passwd' }, '/w/p', [])).toBeUndefined();
    const found = findPathOutsideRoots(binding, { file: '../../etc' }, '/w/p', ['/w/p'])!;
    expect(found).toEqual({ parameter: 'file', value: '../../etc', resolved: '/etc' });
    expect(pathOutsideRootsGuidance(found, ['/w/p'], '/w/p')).toBe(
      'The parameter "file" names "../../etc", which resolves to /etc, outside the directories this session may work in, so nothing was run. Usable roots: /w/p. Relative paths are taken from the working directory /w/p. Retry with a path inside one of the roots.',
    );
    const secret = findPathOutsideRoots(binding, { key: '/root/.ssh/id_rsa' }, '/w/p', ['/w/p'])!;
    expect(pathOutsideRootsGuidance(secret, ['/w/p'], '/w/p')).not.toContain('id_rsa');
  });

  it('a path no system call accepts is refused without quoting it', () => {
    const binding = { input_schema: { type: 'object', properties: { file: prop({ format: 'path' }) } } } as unknown as Binding;
    const found = findPathOutsideRoots(binding, { file: 'a/'.repeat(1 << 19) }, '/w/p', ['/w/p'])!;
    expect(found.unresolvable).toBe('too-long');
    expect(pathOutsideRootsGuidance(found, ['/w/p'], '/w/p')).toBe(
      'The parameter "file" names a path that is 4096 bytes or longer, which no system call accepts, so svc cannot tell where it leads and nothing was run. Usable roots: /w/p. Retry with a shorter path inside one of the roots.',
    );
  });
});
