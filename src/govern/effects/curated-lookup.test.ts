import { describe, expect, it } from 'vitest';
import { CURATED_EFFECTS } from './curated-effects.js';
import { curatedEffect } from './curated-lookup.js';
import { EFFECTS, type ParameterFacts } from './types.js';

const flag = (...tokens: string[]): ParameterFacts => ({ kind: 'flag', tokens, name: tokens[0]!, type: 'string', description: '' });
const operand = (name: string): ParameterFacts => ({ kind: 'positional', tokens: [], name, type: 'string', description: '' });

describe('the curated table', () => {
  it('covers the programs the issue names', () => {
    for (const program of ['git', 'env', 'xargs', 'find', 'rg', 'grep', 'sed', 'awk', 'sort', 'tar', 'curl', 'wget', 'man', 'ssh', 'rsync',
      'docker', 'kubectl', 'npm', 'make', 'timeout', 'nice', 'nohup', 'watch', 'sudo', 'sh', 'bash', 'zsh', 'dash', 'python', 'python3',
      'node', 'perl', 'ruby', 'tee', 'jq', 'ls', 'cat', 'head', 'tail', 'wc', 'diff']) {
      expect(Object.hasOwn(CURATED_EFFECTS, program), program).toBe(true);
    }
  });

  it('holds only the five effect classes, each with a reason, and is frozen', () => {
    let entries = 0;
    const check = (scope: { flags?: object; operands?: object; values?: { effect: string; reason: string } }): void => {
      for (const entry of [...Object.values(scope.flags ?? {}), ...Object.values(scope.operands ?? {}), ...(scope.values ? [scope.values] : [])] as Array<{ effect: string; reason: string }>) {
        entries++;
        expect(EFFECTS).toContain(entry.effect);
        expect(entry.reason.length).toBeGreaterThan(5);
      }
    };
    for (const program of Object.values(CURATED_EFFECTS)) {
      check(program);
      for (const command of Object.values(program.commands ?? {})) check(command);
    }
    expect(entries).toBeGreaterThan(400);
    expect(Object.isFrozen(CURATED_EFFECTS)).toBe(true);
    expect(Object.isFrozen(CURATED_EFFECTS.git!.flags)).toBe(true);
    expect(() => { (CURATED_EFFECTS.git!.flags as Record<string, unknown>)['--upload-pack'] = { effect: 'none', reason: 'x' }; }).toThrow();
  });
});

describe('curatedEffect', () => {
  it('finds named flags by any token, the command\'s own entries first', () => {
    expect(curatedEffect({ tool: 'git', commandPath: ['grep'] }, flag('--open-files-in-pager', '-O'), 'named')?.effect).toBe('exec');
    expect(curatedEffect({ tool: 'git', commandPath: ['diff'] }, flag('-O'), 'named')?.effect).toBe('read');
    expect(curatedEffect({ tool: 'git', commandPath: ['config'] }, flag('--file', '-f'), 'named')?.effect).toBe('write');
    expect(curatedEffect({ tool: 'git', commandPath: ['commit'] }, flag('--file', '-F'), 'named')?.effect).toBe('read');
    // git's root -c is configuration; git grep's -c is a count switch the table does not name
    expect(curatedEffect({ tool: 'git', commandPath: [] }, flag('-c'), 'named')?.effect).toBe('exec');
    expect(curatedEffect({ tool: 'git', commandPath: ['grep'] }, flag('--count', '-c'), 'named')).toBeUndefined();
  });

  it('names operands exactly; `*` and `values` only answer as fallbacks', () => {
    expect(curatedEffect({ tool: 'timeout', commandPath: [] }, operand('duration'), 'named')?.effect).toBe('none');
    expect(curatedEffect({ tool: 'timeout', commandPath: [] }, operand('whatever'), 'named')).toBeUndefined();
    expect(curatedEffect({ tool: 'timeout', commandPath: [] }, operand('whatever'), 'fallback')?.effect).toBe('exec');
    expect(curatedEffect({ tool: 'git', commandPath: ['log'] }, flag('--author'), 'fallback')?.effect).toBe('none');
    expect(curatedEffect({ tool: 'git', commandPath: ['rebase'] }, flag('--onto'), 'fallback')).toBeUndefined();
    // git commit's other values are message text, commits and key ids (issue 31: --message was a default write)
    expect(curatedEffect({ tool: 'git', commandPath: ['commit'] }, flag('--reuse-message', '-C'), 'fallback')?.effect).toBe('none');
  });

  it('knows nothing of programs not in the table, nor of inherited object keys', () => {
    expect(curatedEffect({ tool: 'frobnicate', commandPath: [] }, flag('--output'), 'named')).toBeUndefined();
    expect(curatedEffect({ tool: 'constructor', commandPath: [] }, flag('--x'), 'named')).toBeUndefined();
    expect(curatedEffect({ tool: 'git', commandPath: ['toString'] }, flag('toString'), 'named')).toBeUndefined();
  });
});
