import { describe, expect, it } from 'vitest';
import type { ParsedFlag } from '../scan/types.js';
import {
  DESTRUCTIVE_NAMES,
  IDEMPOTENT_FLAGS,
  READONLY_NAMES,
  REQUIRES_APPROVAL_FLAGS,
  READONLY_PROGRAMS,
  WRAPPER_PROGRAMS,
  boostingFlagsIn,
  inferAnnotations,
} from './annotations.js';

const flag = (long?: string, short?: string): ParsedFlag => ({ long, short, type: 'boolean', description: '' });

describe('inferAnnotations: name table', () => {
  it('marks a list command read-only, idempotent and cacheable, and says why', () => {
    const result = inferAnnotations({ tool: 'gh', commandPath: ['repo', 'list'], flags: [] });
    expect(result.annotations).toEqual({
      readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: true,
    });
    expect(result.rules).toEqual({
      readonly: 'name:list', destructive: 'default', idempotent: 'name:list',
      requires_approval: 'default', cacheable: 'readonly+idempotent', open_world: 'network:gh',
    });
  });

  it('reads an oclif topic command by its verb: `heroku apps:destroy` destroys, `apps:info` reads', () => {
    const destroy = inferAnnotations({ tool: 'heroku', commandPath: ['apps:destroy'], flags: [] });
    expect(destroy.annotations).toMatchObject({ destructive: true, requires_approval: true, readonly: false });
    expect(destroy.rules.destructive).toBe('name:destroy');
    expect(inferAnnotations({ tool: 'heroku', commandPath: ['apps:list'], flags: [] }).rules.readonly).toBe('name:list');
  });

  it('applies the table to the program name when there is no subcommand', () => {
    expect(inferAnnotations({ tool: 'ls', commandPath: [], flags: [] }).annotations.readonly).toBe(true);
    const rm = inferAnnotations({ tool: 'rm', commandPath: [], flags: [] });
    expect(rm.annotations).toMatchObject({ destructive: true, requires_approval: true, readonly: false, cacheable: false });
    expect(rm.rules.destructive).toBe('name:rm');
    expect(rm.rules.requires_approval).toBe('name:rm');
  });

  it('does not call programs read-only that run other commands or write files from their arguments', () => {
    for (const program of ['find', 'info', 'print', 'view']) {
      const result = inferAnnotations({ tool: program, commandPath: [], flags: [] });
      expect(result.annotations.readonly, program).toBe(false);
      expect(result.rules.readonly, program).toBe(`exception:${program}`);
    }
    // as subcommands the names keep their meaning: `conda env`, `gh repo view`
    expect(inferAnnotations({ tool: 'gh', commandPath: ['repo', 'view'], flags: [] }).annotations.readonly).toBe(true);
    expect(inferAnnotations({ tool: 'conda', commandPath: ['env'], flags: [] }).annotations.readonly).toBe(true);
  });

  it('never calls a wrapper read-only: programs whose operands are a command, whatever the name table says', () => {
    for (const program of ['env', 'xargs', 'timeout', 'nice', 'nohup', 'sudo', 'watch', 'sh', 'bash', 'zsh', 'dash', 'python3', 'node', 'perl', 'ruby', 'make']) {
      const result = inferAnnotations({ tool: program, commandPath: [], flags: [] });
      expect(result.annotations.readonly, program).toBe(false);
      expect(result.annotations.cacheable, program).toBe(false);
      expect(result.rules.readonly, program).toBe(`wrapper:${program}`);
    }
    expect(WRAPPER_PROGRAMS).toEqual(expect.arrayContaining(['env', 'xargs', 'timeout', 'nice', 'nohup', 'sudo', 'watch']));
  });

  it('a command with an operand whose effect is exec is a wrapper, even with a read-only name', () => {
    const effects = {
      flags: new Map(),
      positionals: [{ effect: 'exec' as const, reason: 'curated: x', source: 'curated' as const }],
    };
    const result = inferAnnotations({ tool: 'tool', commandPath: ['show'], flags: [], effects });
    expect(result.annotations.readonly).toBe(false);
    expect(result.rules.readonly).toBe('wrapper:tool show');
    const plain = inferAnnotations({ tool: 'tool', commandPath: ['show'], flags: [], effects: { flags: new Map(), positionals: [{ effect: 'read' as const, reason: 'r', source: 'curated' as const }] } });
    expect(plain.rules.readonly).toBe('name:show');
  });

  it('programs and commands known to be read-only are read-only, with rule known:', () => {
    for (const program of ['grep', 'rg', 'jq', 'cat', 'head', 'tail', 'wc', 'sort', 'diff']) {
      const result = inferAnnotations({ tool: program, commandPath: [], flags: [] });
      expect(result.annotations.readonly, program).toBe(true);
      expect(result.rules.readonly, program).toMatch(/^(known|name):/);
    }
    expect(inferAnnotations({ tool: 'grep', commandPath: [], flags: [] }).rules.readonly).toBe('known:grep');
    expect(inferAnnotations({ tool: 'git', commandPath: ['ls-files'], flags: [] }).rules.readonly).toBe('known:git ls-files');
    expect(inferAnnotations({ tool: 'git', commandPath: ['remote', 'get-url'], flags: [] }).rules.readonly).toBe('known:git remote get-url');
    // as a subcommand word a known program name means nothing
    expect(inferAnnotations({ tool: 'tool', commandPath: ['grep'], flags: [] }).annotations.readonly).toBe(false);
    expect(READONLY_PROGRAMS).toEqual(expect.arrayContaining(['grep', 'rg', 'jq', 'cat', 'head', 'tail', 'wc', 'sort', 'diff']));
  });

  it('issue 31: file, tree, fd, sed and awk, and git branch, tag and remote are known read-only; sed and awk are no wrappers', () => {
    for (const program of ['file', 'tree', 'fd', 'fdfind', 'sed', 'awk', 'gawk', 'mawk', 'nawk']) {
      const result = inferAnnotations({ tool: program, commandPath: [], flags: [] });
      expect(result.rules.readonly, program).toBe(`known:${program}`);
      expect(WRAPPER_PROGRAMS, program).not.toContain(program);
    }
    for (const words of [['branch'], ['tag'], ['remote']]) {
      expect(inferAnnotations({ tool: 'git', commandPath: words, flags: [] }).rules.readonly, words.join(' ')).toBe(`known:git ${words.join(' ')}`);
    }
    // what changes remotes stays a module of its own that is not read-only
    for (const words of [['remote', 'add'], ['remote', 'set-url'], ['remote', 'rename']]) {
      expect(inferAnnotations({ tool: 'git', commandPath: words, flags: [] }).annotations.readonly, words.join(' ')).toBe(false);
    }
    // the interpreters stay wrappers
    for (const program of ['sh', 'bash', 'python3', 'node', 'perl', 'ruby', 'make', 'env', 'xargs']) expect(WRAPPER_PROGRAMS, program).toContain(program);
  });

  it('an exec operand that is the program\'s own script (program text, or a file once a flag gives the script) makes no wrapper', () => {
    const script = { effect: 'exec' as const, reason: 'curated: sed operand <input-file>: the first operand is a sed script ...', source: 'curated' as const };
    const roles = [[{ flags: ['--expression', '-e'], effect: 'read' as const, reason: 'is a file it reads' }]];
    const sed = inferAnnotations({ tool: 'sed', commandPath: [], flags: [], effects: { flags: new Map(), positionals: [script], operandRoles: roles } });
    expect(sed.annotations.readonly).toBe(true);
    expect(sed.rules.readonly).toBe('known:sed');
    const awk = inferAnnotations({ tool: 'awk', commandPath: [], flags: [], effects: { flags: new Map(), positionals: [{ ...script, text: 'awk' as const }], operandRoles: [[]] } });
    expect(awk.rules.readonly).toBe('known:awk');
    // the same exec operand without a role or program text is a command: a wrapper
    const wrapped = inferAnnotations({ tool: 'sed', commandPath: [], flags: [], effects: { flags: new Map(), positionals: [script], operandRoles: [[]] } });
    expect(wrapped.rules.readonly).toBe('wrapper:sed');
  });

  it('uses the last command word, not the first', () => {
    const result = inferAnnotations({ tool: 'docker', commandPath: ['image', 'prune'], flags: [] });
    expect(result.annotations.destructive).toBe(true);
    expect(result.rules.destructive).toBe('name:prune');
    expect(inferAnnotations({ tool: 'git', commandPath: ['remote', 'add'], flags: [] }).annotations.readonly).toBe(false);
  });

  it('matches whole command words for read-only and idempotent: ls-remote is no ls command', () => {
    const lsRemote = inferAnnotations({ tool: 'git', commandPath: ['ls-remote'], flags: [] });
    expect(lsRemote.annotations.readonly).toBe(false);
    expect(lsRemote.rules.readonly).toBe('default');
    for (const word of ['ls-remote', 'show-anything', 'list-all', 'get-secret', 'status-update', 'log_out', 'info-set']) {
      const result = inferAnnotations({ tool: 'tool', commandPath: [word], flags: [] });
      expect(result.annotations.readonly, word).toBe(false);
      expect(result.annotations.idempotent, word).toBe(false);
    }
    expect(inferAnnotations({ tool: 'git', commandPath: ['rev-list'], flags: [] }).rules.readonly).toBe('known:git rev-list');
  });

  it('still matches the leading segment of a hyphenated name for destructive (more caution only)', () => {
    const result = inferAnnotations({ tool: 'aws', commandPath: ['s3api', 'delete-bucket'], flags: [] });
    expect(result.annotations).toMatchObject({ destructive: true, requires_approval: true, readonly: false });
    expect(result.rules.destructive).toBe('name:delete');
  });

  it('is case-insensitive on the command word', () => {
    expect(inferAnnotations({ tool: 'tool', commandPath: ['DELETE'], flags: [] }).rules.destructive).toBe('name:delete');
  });

  it('every read-only name is read-only and every destructive name destructive', () => {
    for (const name of READONLY_NAMES) {
      // as a subcommand word every table name applies
      expect(inferAnnotations({ tool: 't', commandPath: [name], flags: [] }).annotations.readonly, name).toBe(true);
    }
    for (const name of DESTRUCTIVE_NAMES) {
      const { annotations } = inferAnnotations({ tool: 't', commandPath: [name], flags: [] });
      expect(annotations.destructive && annotations.requires_approval && !annotations.readonly, name).toBe(true);
    }
  });

  it('a read-only name that is not idempotent is not cacheable', () => {
    const result = inferAnnotations({ tool: 'git', commandPath: ['log'], flags: [] });
    expect(result.annotations).toMatchObject({ readonly: true, idempotent: false, cacheable: false });
    expect(result.rules.cacheable).toBe('default');
  });

  it('an unknown name gets every annotation false with rule "default"', () => {
    const result = inferAnnotations({ tool: 'git', commandPath: ['commit'], flags: [] });
    expect(Object.values(result.annotations)).toEqual([false, false, false, false, false, false]);
    expect(new Set(Object.values(result.rules))).toEqual(new Set(['default']));
  });
});

describe('inferAnnotations: flag boosting', () => {
  it('requires approval when the command offers a boosting flag, naming the first in table order', () => {
    const result = inferAnnotations({ tool: 'git', commandPath: ['branch'], flags: [flag('--all', '-a'), flag('--force', '-f')] });
    expect(result.annotations.requires_approval).toBe(true);
    expect(result.rules.requires_approval).toBe('flag:--force');
    expect(result.annotations.destructive).toBe(false);
  });

  it('matches short boosting flags', () => {
    const result = inferAnnotations({ tool: 'cp', commandPath: [], flags: [flag(undefined, '-r')] });
    expect(result.rules.requires_approval).toBe('flag:-r');
  });

  it('a dry-run flag makes a command idempotent; with a read-only name that makes it cacheable', () => {
    const apply = inferAnnotations({ tool: 'kubectl', commandPath: ['apply'], flags: [flag('--dry-run')] });
    expect(apply.annotations).toMatchObject({ idempotent: true, cacheable: false, open_world: true });
    expect(apply.rules.idempotent).toBe('flag:--dry-run');
    const diff = inferAnnotations({ tool: 'git', commandPath: ['diff'], flags: [flag('--check')] });
    expect(diff.annotations).toMatchObject({ readonly: true, idempotent: true, cacheable: true });
    expect(diff.rules.idempotent).toBe('flag:--check');
  });

  it('a destructive name reports the name as the approval rule even with boosting flags', () => {
    const result = inferAnnotations({ tool: 'git', commandPath: ['rm'], flags: [flag('--force', '-f')] });
    expect(result.rules.requires_approval).toBe('name:rm');
  });

  it('exports the SPEC.md flag tables verbatim', () => {
    expect(REQUIRES_APPROVAL_FLAGS).toEqual([
      '--force', '-f', '--hard', '--recursive', '-r', '--all', '--prune', '--no-preserve-root', '--cascade', '--purge', '--yes', '-y',
    ]);
    expect(IDEMPOTENT_FLAGS).toEqual(['--dry-run', '--check', '--diff', '--noop', '--simulate', '--whatif', '--plan']);
  });
});

describe('inferAnnotations: open_world', () => {
  it('marks network programs and network subcommands only', () => {
    expect(inferAnnotations({ tool: 'curl', commandPath: [], flags: [] }).rules.open_world).toBe('network:curl');
    expect(inferAnnotations({ tool: 'git', commandPath: ['fetch'], flags: [] }).rules.open_world).toBe('network:git fetch');
    expect(inferAnnotations({ tool: 'docker', commandPath: ['pull'], flags: [] }).annotations.open_world).toBe(true);
    expect(inferAnnotations({ tool: 'git', commandPath: ['status'], flags: [] }).annotations.open_world).toBe(false);
    expect(inferAnnotations({ tool: 'docker', commandPath: ['ps'], flags: [] }).annotations.open_world).toBe(false);
    expect(inferAnnotations({ tool: 'tar', commandPath: [], flags: [] }).annotations.open_world).toBe(false);
  });

  it('matches multi-word network entries as a command prefix', () => {
    expect(inferAnnotations({ tool: 'git', commandPath: ['remote', 'show'], flags: [] }).rules.open_world).toBe('network:git remote show');
    expect(inferAnnotations({ tool: 'git', commandPath: ['svn', 'fetch'], flags: [] }).rules.open_world).toBe('network:git svn');
    expect(inferAnnotations({ tool: 'git', commandPath: ['remote', 'get-url'], flags: [] }).annotations.open_world).toBe(false);
    expect(inferAnnotations({ tool: 'git', commandPath: ['ls-remote'], flags: [] }).rules.open_world).toBe('network:git ls-remote');
  });
});

describe('boostingFlagsIn', () => {
  it('finds long, short, --x=value and clustered short flags, in table order', () => {
    expect(boostingFlagsIn(['-rf', 'build', '--dry-run', '--force=yes'])).toEqual({
      requiresApproval: ['--force', '-f', '-r'],
      idempotent: ['--dry-run'],
    });
  });

  it('stops at -- and does not split find-style words into letters', () => {
    expect(boostingFlagsIn(['.', '-type', 'f', '--', '--force', '-y'])).toEqual({ requiresApproval: [], idempotent: [] });
  });

  it('can leave short clusters alone', () => {
    expect(boostingFlagsIn(['-rf'], { shortClusters: false }).requiresApproval).toEqual([]);
    expect(boostingFlagsIn(['-y', '--all', '--all']).requiresApproval).toEqual(['--all', '-y']);
  });
});
