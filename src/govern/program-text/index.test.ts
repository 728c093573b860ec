import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { awkFindings, jqFindings, programTextEffect, sedFindings } from './index.js';

const effects = (findings: { effect: string }[]) => findings.map((finding) => finding.effect);

/** Scripts that only edit text, as people write them. */
const HARMLESS_SED = [
  's/a/b/g', 's|/usr|/opt|g', '/^#/d', '1!G;h;$!d', ':a;N;$!ba;s/\\n/ /g', 'y/abc/xyz/', '/x/I,+2{s/a/b/g;p}',
  '0,/re/d', '1~2d', 'l 5;q 3', 's/[/]/x/', 's/[[:space:]]*$//', '$a hello; w /tmp/not-a-command', 'v 4.2', 'F', '\\,x,d',
  's/a/b/ ; p', '#n', 's/\\(.*\\)$/[\\1]/', 's/x/$HOME (and) `id` | cat/', 'n;n;s/$/;/', '2i\\inserted', 's/[^]/]/x/g',
];

/** Scripts that run a program, write or read a file by name, with what svc must say. */
const REACHING_SED: Array<[string, string[]]> = [
  ['e touch /tmp/x', ['exec']], ['1e id', ['exec']], ['s/x/y/e', ['exec']], ['s/x/y/ge', ['exec']],
  ['w /tmp/out', ['write']], ['s/a/b/w /tmp/out', ['write']], ['s|a|b|;W /tmp/x', ['write']], ['/x/r /etc/passwd', ['write']],
  ['R /etc/passwd', ['write']], ['s/[/;s/x/]/g/;e id', ['exec']], ['1{w /tmp/a\n}', ['write']], ['$!{s/a/b/;e}', ['exec']],
];

describe('sed scripts', () => {
  it.each(HARMLESS_SED)('%s only edits text', (script) => {
    expect(sedFindings(script)).toEqual([]);
  });

  it.each(REACHING_SED)('%s reaches beyond the text', (script, expected) => {
    expect(effects(sedFindings(script))).toEqual(expected);
  });

  it('reports what it cannot read as exec, never as harmless', () => {
    expect(sedFindings('k')).toEqual([{ effect: 'exec', what: 'svc cannot read this sed script (the command "k"), so it is not taken as harmless' }]);
    expect(effects(sedFindings('s/a/b'))).toEqual(['exec']);
    expect(effects(sedFindings('/unterminated'))).toEqual(['exec']);
    expect(effects(sedFindings('s/a/b/x'))).toEqual(['exec']);
  });

  // GNU sed's --sandbox refuses e, r and w at compile time: the real program says which scripts
  // can reach beyond the text, and svc must never call one of those harmless.
  const sandboxed = spawnSync('sed', ['--sandbox', '-n', '-e', 'p'], { input: '' }).status === 0;
  it.skipIf(!sandboxed)('agrees with GNU sed --sandbox on every script above', () => {
    const accepts = (script: string) => spawnSync('sed', ['--sandbox', '-n', '-e', script], { input: '', encoding: 'utf8' });
    for (const script of HARMLESS_SED) expect(accepts(script).status, `${script}: ${accepts(script).stderr}`).toBe(0);
    for (const [script] of REACHING_SED.filter(([script]) => !script.includes('\n'))) {
      expect(accepts(script).stderr, script).toContain('e/r/w commands disabled in sandbox mode');
    }
  });
});

describe('awk programs', () => {
  it.each([
    '{ print $1 }', '$3 > 100 { print $1 }', '/a|b/ { n++ } END { print n }', 'BEGIN { FS = ":" } { if ($1 > $2) print "x" }',
    '{ s += $2 } END { printf "%d\\n", s / NR }', '{ print ($1 > $2) }', 'NR % 2 == 0', '$1 ~ /^[|>]/', '{ print "a | b > c" }',
    'length($0) > 72', '{ getline; print }', 'NR<5 { getline line; print line }', '{ x = a / b; y = c / d }',
  ])('%s only reads its input and prints', (program) => {
    expect(awkFindings(program)).toEqual([]);
  });

  it.each([
    ['BEGIN { system("touch /tmp/x") }', ['exec']],
    ['{ print | "sh" }', ['exec']],
    ['BEGIN { "id" | getline u; print u }', ['exec']],
    ['{ print |& "cat" }', ['exec']],
    ['BEGIN { f = "system"; @f("id") }', ['exec']],
    ['{ print > "/tmp/out" }', ['write']],
    ['{ printf("%s\\n", $1) >> "log" }', ['write']],
    ['{ print $1, $2 > $3 }', ['write']],
    ['{ print $1 > $2 ? "x" : "y" }', ['write']],
    ['BEGIN { while ((getline line < "/etc/passwd") > 0) print line }', ['write']],
    ['BEGIN { ARGV[1] = "/etc/shadow"; ARGC = 2 }', ['write']],
    ['BEGIN { x = "unterminated }', ['exec']],
    ['{ print 1 / 2; system("id") }', ['exec']],
  ])('%s reaches beyond the text', (program, expected) => {
    expect(effects(awkFindings(program as string))).toEqual(expected);
  });
});

describe('jq filters', () => {
  it.each([
    '.', '.items[] | select(.size > 10) | .name', '[.[] | {a: .x, b: (.y // "none")}] | length', '.a as $x | $x + 1',
    '"\\(.a) and \\("nested \\(.b)")"', '@sh "echo \\(.name)"', 'input_filename, $__loc__', '.import, .include', '{import: 1}',
    'select(.name == "include")', 'env.HOME, $ENV.PATH', '.a # import "x" as $y in a comment',
  ])('%s only transforms its inputs', (filter) => {
    expect(jqFindings(filter)).toEqual([]);
  });

  it.each(['import "data" as $d; $d', 'include "lib"; .', '"x" | modulemeta', '"\\(modulemeta)"'])('%s loads files by name', (filter) => {
    expect(effects(jqFindings(filter))).toEqual(['write']);
  });

  const jq = spawnSync('jq', ['--version']).status === 0;
  it.skipIf(!jq)('the real jq reads a data file that import names outside its directory (so import is not harmless)', () => {
    const root = mkdtempSync(join(tmpdir(), 'svc-jq-'));
    mkdirSync(join(root, 'work'));
    writeFileSync(join(root, 'secret.json'), '{"secret":1}');
    const out = execFileSync('jq', ['-n', '-c', 'import "../secret" as $d; $d'], { cwd: join(root, 'work'), encoding: 'utf8', input: '' });
    expect(out).toBe('[{"secret":1}]\n');
    expect(effects(jqFindings('import "../secret" as $d; $d'))).toEqual(['write']);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('programTextEffect', () => {
  it('is the most dangerous finding over every value, none when nothing reaches out', () => {
    expect(programTextEffect('sed', ['s/a/b/', 'p'])).toEqual({
      effect: 'none', reason: 'program text: the sed script only transforms text (it runs no program, writes no file and opens no file by name)',
    });
    expect(programTextEffect('sed', ['w out', 'e id'])).toEqual({ effect: 'exec', reason: 'program text: in the sed script, the e command runs its text as a shell command' });
    expect(programTextEffect('awk', ['{ print > "f" }'])).toEqual({ effect: 'write', reason: 'program text: in the awk program, print or printf with > or >> writes a file' });
  });
});
