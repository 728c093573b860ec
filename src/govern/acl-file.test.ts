import { describe, expect, it } from 'vitest';
import { AclError, parseAcl } from './acl-file.js';

describe('parseAcl', () => {
  it('reads rules in order with their conditions', () => {
    const acl = parseAcl(
      [
        'default_effect: deny',
        'rules:',
        '  - callers: ["*"]',
        '    targets: [cli.git.status]',
        '    effect: allow',
        '    description: readonly',
        '  - callers: ["*"]',
        '    targets: ["cli.git.*"]',
        '    effect: deny',
        '    description: destructive',
        '    conditions: {require_approval: true}',
      ].join('\n'),
      'acl.yaml',
    );
    expect(acl).toEqual({
      default_effect: 'deny',
      rules: [
        { callers: ['*'], targets: ['cli.git.status'], effect: 'allow', description: 'readonly' },
        { callers: ['*'], targets: ['cli.git.*'], effect: 'deny', description: 'destructive', conditions: { require_approval: true } },
      ],
    });
  });

  it('treats an empty file as default deny', () => {
    expect(parseAcl('', 'acl.yaml')).toEqual({ default_effect: 'deny', rules: [] });
  });

  it('names file and line of a bad effect', () => {
    const text = 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.ls]\n    effect: maybe\n';
    expect(() => parseAcl(text, '/h/acl.yaml')).toThrow(new AclError('/h/acl.yaml:5: rule 1: effect must be allow or deny'));
  });

  it('names file and line of broken YAML', () => {
    expect(() => parseAcl('rules:\n  - [unclosed\n', '/h/acl.yaml')).toThrow(/^\/h\/acl\.yaml:\d+: not valid YAML: /);
  });

  it('rejects an unknown default_effect', () => {
    expect(() => parseAcl('default_effect: permit\n', 'a.yaml')).toThrow('a.yaml:1: default_effect must be allow or deny (got "permit")');
  });
});
