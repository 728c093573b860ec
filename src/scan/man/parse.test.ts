import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseManPage, stripFormatting } from './parse.js';

/** Pages captured with `man --nh --nj` at MANWIDTH=100, LC_ALL=C (see test/fixtures/man/README.md). */
const parsed = new Map<string, ReturnType<typeof parseManPage>>();
const page = (name: string) => {
  if (!parsed.has(name)) parsed.set(name, parseManPage(readFileSync(new URL(`../../../test/fixtures/man/${name}.txt`, import.meta.url), 'utf8')));
  return parsed.get(name)!;
};
const names = (flags: ReturnType<typeof page>['flags']) => flags.map((flag) => flag.long ?? flag.short);
const flag = (name: string, token: string) => page(name).flags.find((f) => f.long === token || f.short === token);

describe('parseManPage on real pages (golden lists read off the fixture text)', () => {
  it('coreutils ls: options under DESCRIPTION, same-line descriptions, --help one space after its tag', () => {
    const ls = page('ls');
    expect(ls.name).toBe('ls');
    expect(ls.description).toBe(
      'List information about the FILEs (the current directory by default). Sort entries alphabetically if none of -cftuvSUX nor --sort is specified.',
    );
    expect(names(ls.flags)).toEqual([
      '--all', '--almost-all', '--author', '--escape', '--block-size', '--ignore-backups', '-c', '-C', '--color', '--directory',
      '--dired', '-f', '--classify', '--file-type', '--format', '--full-time', '-g', '--group-directories-first', '--no-group',
      '--human-readable', '--si', '--dereference-command-line', '--dereference-command-line-symlink-to-dir', '--hide', '--hyperlink',
      '--indicator-style', '--inode', '--ignore', '--kibibytes', '-l', '--dereference', '-m', '--numeric-uid-gid', '--literal', '-o',
      '--hide-control-chars', '--show-control-chars', '--quote-name', '--quoting-style', '--reverse', '--recursive', '--size', '-S',
      '--sort', '--time', '--time-style', '-t', '--tabsize', '-u', '-U', '-v', '--width', '-x', '-X', '--context', '--zero', '-1',
      '--help', '--version',
    ]);
    expect(ls.flags.find((f) => f.long === '--all')).toEqual({
      short: '-a', long: '--all', type: 'boolean', description: 'do not ignore entries starting with .', source: 'man',
    });
    expect(ls.flags.find((f) => f.long === '--color')).toMatchObject({ valueName: 'WHEN', valueOptional: true, valueStyle: 'equals' });
    expect(ls.flags.find((f) => f.short === '-c')!.description).toBe(
      'with -lt: sort by, and show, ctime (time of last modification of file status information); with -l: show ctime and sort by name; otherwise: sort by ctime, newest first',
    );
    // `--indicator-style=WORD` and later `-p, --indicator-style=slash` are one option
    expect(ls.flags.find((f) => f.long === '--indicator-style')).toMatchObject({ short: '-p', valueName: 'WORD' });
    expect(ls.flags.find((f) => f.long === '--help')!.description).toBe('display this help and exit');
  });

  it('GNU grep: OPTIONS with subsections, -NUM shortcuts dropped', () => {
    const grep = page('grep');
    expect(names(grep.flags)).toEqual([
      '--help', '--version', '--extended-regexp', '--fixed-strings', '--basic-regexp', '--perl-regexp', '--regexp', '--file',
      '--ignore-case', '--no-ignore-case', '--invert-match', '--word-regexp', '--line-regexp', '--count', '--color', '--colour',
      '--files-without-match', '--files-with-matches', '--max-count', '--only-matching', '--quiet', '--silent', '--no-messages',
      '--byte-offset', '--with-filename', '--no-filename', '--label', '--line-number', '--initial-tab', '--null', '--after-context',
      '--before-context', '--context', '--group-separator', '--no-group-separator', '--text', '--binary-files', '--devices',
      '--directories', '--exclude', '--exclude-from', '--exclude-dir', '-I', '--include', '--recursive', '--dereference-recursive',
      '--line-buffered', '--binary', '--null-data',
    ]);
    expect(grep.flags.find((f) => f.long === '--context')).toMatchObject({ short: '-C', valueName: 'NUM', type: 'integer', valueStyle: 'equals' });
    expect(grep.flags.find((f) => f.long === '--file')).toMatchObject({ short: '-f', valueName: 'FILE', type: 'path' });
  });

  it('git-commit: <value> heads, [no-] negations, glued optional short values', () => {
    const commit = page('git-commit');
    expect(commit.name).toBe('git-commit');
    expect(commit.description.startsWith('Create a new commit containing the current contents of the index')).toBe(true);
    expect(names(commit.flags)).toEqual([
      '--all', '--patch', '--reuse-message', '--reedit-message', '--fixup', '--squash', '--reset-author', '--short', '--branch',
      '--porcelain', '--long', '--null', '--file', '--author', '--date', '--message', '--template', '--signoff',
      '--trailer', '--verify', '--allow-empty', '--allow-empty-message', '--cleanup', '--edit', '--no-edit', '--amend',
      '--no-post-rewrite', '--include', '--only', '--pathspec-from-file', '--pathspec-file-nul', '--untracked-files', '--verbose',
      '--quiet', '--dry-run', '--status', '--no-status', '--gpg-sign', '--no-gpg-sign',
      // Only the SYNOPSIS names it: `git commit [-a | --interactive | --patch] ...`.
      '--interactive',
    ]);
    expect(commit.flags.find((f) => f.long === '--interactive')).toEqual({ long: '--interactive', type: 'boolean', description: '', source: 'man' });
    expect(commit.flags.find((f) => f.long === '--message')).toEqual({
      short: '-m', long: '--message', valueName: 'msg', valueStyle: 'equals', type: 'string', source: 'man',
      description: 'Use the given <msg> as the commit message. If multiple -m options are given, their values are concatenated as separate paragraphs.',
    });
    expect(commit.flags.find((f) => f.long === '--verify')).toMatchObject({ short: '-n', negation: '--no-verify', type: 'boolean' });
    // `-s, --signoff` over `--no-signoff` on a line of its own: one switch and its negation.
    expect(commit.flags.find((f) => f.long === '--signoff')).toMatchObject({ short: '-s', negation: '--no-signoff', type: 'boolean' });
    expect(commit.flags.find((f) => f.long === '--untracked-files')).toMatchObject({ short: '-u', valueName: 'mode', valueOptional: true });
  });

  it("git: the program's own OPTIONS", () => {
    expect(names(page('git').flags)).toEqual([
      '--version', '--help', '-C', '-c', '--config-env', '--exec-path', '--html-path', '--man-path', '--info-path', '--paginate',
      '--no-pager', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--bare', '--no-replace-objects',
      '--literal-pathspecs', '--glob-pathspecs', '--noglob-pathspecs', '--icase-pathspecs', '--no-optional-locks', '--list-cmds',
    ]);
  });

  it('hyperfine (clap-generated page): OPTIONS as a subsection of DESCRIPTION', () => {
    const hyperfine = page('hyperfine');
    expect(names(hyperfine.flags)).toEqual([
      '--warmup', '--min-runs', '--max-runs', '--runs', '--setup', '--prepare', '--cleanup', '--parameter-scan', '--parameter-step-size',
      '--parameter-list', '--style', '--shell', '-N', '--ignore-failure', '--time-unit', '--export-asciidoc', '--export-csv',
      '--export-json', '--export-markdown', '--export-orgmode', '--show-output', '--output', '--command-name', '--help', '--version',
    ]);
    expect(hyperfine.flags[0]).toMatchObject({ short: '-w', valueName: 'NUM', type: 'integer', valueStyle: 'separate' });
    expect(hyperfine.description).toBe('hyperfine 1.15.0 A command-line benchmarking tool.');
  });

  it('jq: bulleted options outside any OPTIONS section', () => {
    const jq = page('jq');
    expect(jq.description).toBe('Command-line JSON processor');
    expect(names(jq.flags)).toEqual([
      '--version', '--seq', '--stream', '--slurp', '--raw-input', '--null-input', '--compact-output', '--tab', '--indent',
      '--color-output', '--monochrome-output', '--ascii-output', '--unbuffered', '--sort-keys', '--raw-output', '--join-output',
      '--from-file', '--exit-status', '--arg', '--argjson', '--slurpfile', '--rawfile', '--argfile', '--args', '--jsonargs', '--run-tests',
    ]);
    expect(jq.flags.find((f) => f.long === '--monochrome-output')).toMatchObject({ short: '-M' });
    expect(jq.flags.find((f) => f.long === '--indent')).toMatchObject({ valueName: 'n', valueStyle: 'separate' });
  });

  it('curl, tar, rg, httpie, black: counts and exact entries', () => {
    expect(page('curl').flags).toHaveLength(250);
    expect(flag('curl', '-#')).toMatchObject({ long: '--progress-bar' });
    expect(flag('curl', '--http0.9')).toMatchObject({ type: 'boolean', description: '(HTTP) Tells curl to be fine with HTTP version 0.9 response.' });
    expect(flag('curl', '--abstract-unix-socket')).toMatchObject({ valueName: 'path', valueStyle: 'separate', type: 'path' });
    expect(page('tar').flags).toHaveLength(170);
    // a misplaced description in tar's page: head alone, text at the same indent
    expect(flag('tar', '--ignore-command-error')).toMatchObject({ description: 'Ignore subprocess exit codes.' });
    expect(flag('tar', '--occurrence')).toMatchObject({ valueName: 'N', valueOptional: true, type: 'integer' });
    expect(page('rg').flags).toHaveLength(98);
    expect(flag('rg', '--type')).toMatchObject({ short: '-t', valueName: 'TYPE', repeatable: true });
    expect(page('http').name).toBe('http');
    expect(flag('http', '--auth')).toMatchObject({ short: '-a', valueName: 'USER[:PASS] | TOKEN' });
    expect(flag('http', '--compress')).toMatchObject({ short: '-x', type: 'boolean' });
    expect(flag('black', '--target-version')).toMatchObject({
      type: 'enum', enumValues: ['py27', 'py33', 'py34', 'py35', 'py36', 'py37', 'py38', 'py39'],
    });
    // `--fast / --safe If --fast given, ...` is rendered without a gap: better missed than misread
    expect(flag('black', '--fast')).toBeUndefined();
  });

  it('gpg, ruby: heads stacked on lines of their own share the description below them', () => {
    expect(page('gpg').flags).toHaveLength(300);
    // `--force-v3-sigs` / `--no-force-v3-sigs`, a blank line, then two more heads over one text.
    expect(flag('gpg', '--force-v3-sigs')).toMatchObject({ negation: '--no-force-v3-sigs', type: 'boolean', description: expect.stringMatching(/^These options are obsolete/) });
    // `--allow-multiple-messages`, a blank line, `--no-allow-multiple-messages` over one text.
    expect(flag('gpg', '--allow-multiple-messages')).toMatchObject({ negation: '--no-allow-multiple-messages', type: 'boolean' });
    // `--recipient name` over `-r     Encrypt for user id name.`
    expect(flag('gpg', '--recipient')).toMatchObject({ short: '-r', valueName: 'name', description: expect.stringMatching(/^Encrypt for user id name\./) });
    // `--batch` / `--no-batch`: one switch and its negation.
    expect(flag('gpg', '--batch')).toMatchObject({ long: '--batch', negation: '--no-batch', type: 'boolean' });
    expect(flag('gpg', '--batch')!.description).toMatch(/^Use batch mode\. Never ask/);
    expect(page('gpg').flags.some((f) => f.long === '--no-batch')).toBe(false);
    expect(flag('gpg', '--utf8-strings')).toMatchObject({ negation: '--no-utf8-strings', type: 'boolean' });
    // `--comment string` / `--no-comments`: a value and a switch of another name.
    expect(flag('gpg', '--comment')).toMatchObject({ valueName: 'string', valueStyle: 'separate', type: 'string' });
    expect(flag('gpg', '--no-comments')).toMatchObject({ type: 'boolean' });
    expect(flag('gpg', '--override-session-key')).toMatchObject({ valueName: 'string' });
    expect(flag('gpg', '--override-session-key-fd')).toMatchObject({ valueName: 'fd' });
    expect(page('ruby').flags).toHaveLength(34);
    expect(flag('ruby', '-C')).toEqual({ short: '-C', valueName: 'directory', valueStyle: 'separate', type: 'path', description: 'Causes Ruby to switch to the directory.', source: 'man' });
    expect(flag('ruby', '-X')).toEqual({ short: '-X', valueName: 'directory', valueStyle: 'separate', type: 'path', description: 'Causes Ruby to switch to the directory.', source: 'man' });
    expect(flag('ruby', '--debug')).toEqual({ short: '-d', long: '--debug', type: 'boolean', description: 'Turns on debug mode. $DEBUG will be set to true.', source: 'man' });
    expect(flag('ruby', '--encoding')).toMatchObject({ short: '-E', valueName: 'external[:internal]' });
    // `-T[level=1]`: an optional value glued on, bound as value-taking (rendered `-T2`).
    expect(flag('ruby', '-T')).toEqual({
      short: '-T', valueName: 'level', valueStyle: 'equals', valueOptional: true, default: '1', type: 'integer',
      description: 'Turns on taint checks at the specified level (default 1).', source: 'man',
    });
  });

  it('never reads prose or the SEE ALSO / EXAMPLES sections as options', () => {
    const push = page('git-push');
    expect(names(push.flags)).not.toContain('--local');
    for (const name of ['ls', 'grep', 'tar', 'curl', 'git', 'git-commit', 'git-push', 'rg', 'jq', 'fdfind', 'hyperfine', 'http', 'black', 'gh']) {
      for (const f of page(name).flags) {
        expect(f.long ?? f.short, name).toMatch(/^(--[A-Za-z0-9][A-Za-z0-9_.-]*|-[A-Za-z0-9#:?@.!])$/);
        expect(f.source).toBe('man');
      }
    }
  });
});

describe('parseManPage on prose', () => {
  it('ignores an option that starts a line in the middle of a paragraph (bash(1))', () => {
    const text = [
      'OPTIONS',
      '       -x     trace',
      '',
      '       source filename',
      '              Read and execute commands from filename.  If',
      '              -T is not set, and the sourced file changes the DEBUG trap, the new value is',
      '              retained when . completes.',
      '',
    ].join('\n');
    expect(parseManPage(text).flags.map((f) => f.short ?? f.long)).toEqual(['-x']);
  });
});

describe("a table of short spelling, value, long spelling and text (exiv2(1)'s COMMAND SUMMARY, synthetic)", () => {
  it('reads each row as one option with both spellings and its value', () => {
    const text = [
      'NAME',
      '       imgmeta - image metadata tool',
      '',
      'COMMAND SUMMARY',
      '       option [arg]        long option  description',
      '       -d     tgt          --delete     Delete target(s) for the delete action.',
      '       -k                  --keep       Preserve file timestamps when updating files',
      '       -r     fmt          --rename     Filename format for the rename action.',
      '',
    ].join('\n');
    expect(parseManPage(text).flags.map((f) => [f.short, f.long, f.valueName ?? null])).toEqual([
      ['-d', '--delete', 'tgt'], ['-k', '--keep', null], ['-r', '--rename', 'fmt'],
    ]);
  });
});

describe('a page that lists no option and names some in its prose (gitpkg(1), synthetic)', () => {
  const text = [
    'NAME',
    '       pkgexport - export a source package',
    '',
    'CONFIGURATION OPTIONS',
    '       pkgexport.deb-dir',
    '              May be set to override the destination. This may be overridden on the command line',
    '              with the --deb-dir=path option.',
    '',
    'HOOK LIBRARY',
    '           have_commandline_option()',
    '               A Simple  true  or  false  test  of  whether  some  --option  or  its  counterpart',
    '               --no-option  were  passed on the command line, which evaluates to false if neither',
    '               of them were.',
    '',
  ].join('\n');

  it('reads the options the prose gives the command line, and no line of justified prose as an entry', () => {
    expect(parseManPage(text).flags.map((f) => [f.long, f.valueName])).toEqual([['--deb-dir', 'path']]);
  });

  it('leaves the prose alone when the page lists options of its own', () => {
    const listed = text.replace('CONFIGURATION OPTIONS', 'OPTIONS\n       --quiet\n              Say nothing.\n\nCONFIGURATION OPTIONS');
    expect(parseManPage(listed).flags.map((f) => f.long)).toEqual(['--quiet']);
  });
});

describe('stripFormatting', () => {
  it('removes overstrike bold and underline and ANSI escapes', () => {
    expect(stripFormatting('N\bNA\bAM\bME\bE _\bf_\bi_\bl_\be \u001b[1mbold\u001b[0m')).toBe('NAME file bold');
  });

  it('parses an overstruck page like a plain one', () => {
    const plain = 'NAME\n       tool - does things\n\nOPTIONS\n       -q, --quiet\n              say less\n';
    const bold = plain.replace(/--quiet|NAME|OPTIONS/g, (word) => [...word].map((c) => `${c}\b${c}`).join(''));
    expect(parseManPage(bold)).toEqual(parseManPage(plain));
    expect(parseManPage(plain)).toEqual({
      name: 'tool', description: 'does things',
      flags: [{ short: '-q', long: '--quiet', type: 'boolean', description: 'say less', source: 'man' }],
    });
  });
});

describe('a page rendered narrow (issue 32: add-apt-repository at 80 columns, no break after hyphens)', () => {
  const text = readFileSync(new URL('../../../test/fixtures/man/add-apt-repository.txt', import.meta.url), 'utf8');

  it('has every option name whole and reads the entries', () => {
    expect(text.split('\n').filter((line) => /(^|[\s([])--?[A-Za-z0-9][\w-]*-$/.test(line))).toEqual([]);
    expect(text).toContain('Note that this performs differently when used with the\n              --enable-source and/or --component parameters.');
    expect(parseManPage(text).flags.map((flag) => flag.long)).toEqual([
      '--help', '--debug', '--remove', '--yes', '--no-update', '--login', '--enable-source', '--component', '--pocket', '--dry-run',
      '--list', '--ppa', '--cloud', '--uri', '--sourceslist',
    ]);
  });
});

describe('one letter for two options in different modes (mdadm: `-f, --force` and `-f, --fail`)', () => {
  it('keeps the later option by its long name, and the letter with the first', () => {
    const text = [
      'NAME', '       tool - manage arrays', '',
      'OPTIONS',
      '       -f, --force', '              Be more forceful.', '',
      '       -c, --config=', '              Specify the config file.', '',
      'For Manage mode:',
      '       -f, --fail', '              Mark listed devices as faulty.', '',
      '       -c, --chunk=', '              Specify chunk size.', '',
    ].join('\n');
    expect(parseManPage(text).flags.map((f) => [f.short ?? null, f.long])).toEqual([['-f', '--force'], ['-c', '--config'], [null, '--fail'], [null, '--chunk']]);
  });
});

describe('heads with their text one space after them, and defaults noted after the head', () => {
  it('crun (go-md2man): `--debug Produce verbose output.`, `--log=LOG-DESTINATION Define ...`', () => {
    expect(flag('crun', '--debug')).toMatchObject({ type: 'boolean', description: expect.stringMatching(/^Produce verbose output/) });
    expect(flag('crun', '--log')).toMatchObject({ valueName: 'LOG-DESTINATION', description: expect.stringMatching(/^Define the destination/) });
    expect(flag('crun', '--root')).toMatchObject({ valueName: 'DIR' });
  });
  it('callgrind_annotate: `--threshold=<0--100> [default: 99%]` takes a value whose default is 99%', () => {
    expect(flag('callgrind_annotate', '--threshold')).toMatchObject({ valueName: '0--100', default: '99%' });
    expect(flag('callgrind_annotate', '--show')).toMatchObject({ valueName: 'A,B,C', default: 'all' });
  });
});

describe('a head with blank runs inside it (apt-listbugs 0.1.38)', () => {
  it('reads `-s  severities , --severity  severities` as one option taking a value, its text below', () => {
    const text = 'NAME\n       tool - list bugs\n\nOPTIONS\n       -s  severities , --severity  severities\n              Filter (and sort) bugs by severity.\n\n       -q, --quiet\n              Do not display progress.\n';
    expect(parseManPage(text).flags.map((f) => [f.short, f.long, f.valueName ?? null])).toEqual([['-s', '--severity', 'severities'], ['-q', '--quiet', null]]);
  });
});

describe('entries nested in an earlier entry\'s body (mono 6.8, iproute2 ss)', () => {
  it('reads a bare head after a blank, its text indented deeper below it, as an entry of its own', () => {
    const text = 'NAME\n       vm - run programs\n\nOPTIONS\n       --debugger-agent=options\n              This instructs the runtime to start a debugging agent.\n\n                     suspend=[y/n]\n                            Defaults to yes.\n\n              --desktop\n                     Configures the machine for desktop applications.\n\n              --full-aot\n                     Runs only precompiled code.\n';
    expect(parseManPage(text).flags.map((f) => [f.long, f.valueName ?? null])).toEqual([['--debugger-agent', 'options'], ['--desktop', null], ['--full-aot', null]]);
  });
});

describe('option heads set apart by blank lines over one description', () => {
  const page = (options: string[]) => ['NAME', '       tool - build things', '', 'OPTIONS', ...options, ''].join('\n');
  const spelled = (text: string) => parseManPage(text).flags.map((f) => [f.short ?? '', f.long ?? '', f.description]);

  it('gives heads of one kind the text under the last (`--add-x=dependency` ...)', () => {
    expect(spelled(page([
      '       --add-depends=dependency', '', '       --add-conflicts=dependency', '', '       --add-depends-arch=dependency',
      '              These options add build dependencies.', '',
    ]))).toEqual([
      ['', '--add-depends', 'These options add build dependencies.'],
      ['', '--add-conflicts', 'These options add build dependencies.'],
      ['', '--add-depends-arch', 'These options add build dependencies.'],
    ]);
  });

  it('reads `-v`, a blank line, `--verbose` as one option', () => {
    expect(spelled(page(['       -v', '', '       --verbose', '              Say more.', '']))).toEqual([['-v', '--verbose', 'Say more.']]);
  });

  it('keeps a head of another kind without the next head\'s text', () => {
    expect(spelled(page(['       -F <flag>', '', '       -h,--help', '              Print a synopsis.', '']))).toEqual([
      ['-F', '', ''], ['-h', '--help', 'Print a synopsis.'],
    ]);
  });
});

describe('a SYNOPSIS whose command line wraps over options', () => {
  const page = [
    'SYNOPSIS',
    '       xform [[-V | --version] [-v | --verbose] |',
    '                --timing | --maxdepth VALUE | --html |',
    '                --encoding ENCODING  | --nonet]',
    '                [STYLESHEET] {XML-FILE... | -}',
    '',
    '   SWITCHES',
    '       -q',
    '         say less.',
    '',
    'OPTIONS',
    '       --html',
    '           The input document is an HTML file.',
    '',
    '       --encoding ENCODING',
    '           The input\'s encoding.',
    '',
  ].join('\n');

  it('reads no option head from the wrapped lines, and the entries a SYNOPSIS subsection lists', () => {
    const flags = parseManPage(page).flags;
    expect(flags.find((flag) => flag.long === '--html')).toMatchObject({ type: 'boolean' });
    expect(flags.find((flag) => flag.long === '--encoding')).toMatchObject({ valueName: 'ENCODING' });
    expect(flags.find((flag) => flag.short === '-q')).toMatchObject({ type: 'boolean', description: 'say less.' });
  });
});

describe('a head with its value given with `=` and the text one space after it (go-md2man pages)', () => {
  it('cuts after the value whatever the case of the text, not in an example\'s shell line', () => {
    const page = [
      'UPDATE OPTIONS',
      '       --cpu-period=VALUE CPU CFS period to be used for hardcapping.',
      '',
      '       --memory=VALUE Memory limit.',
      '',
      'EXAMPLES',
      '       Run it like this:',
      '',
      '           runner --create="CREATE TABLE a (b int)" \\',
      '             --query=q.sql --iterations=5',
      '',
    ].join('\n');
    expect(parseManPage(page).flags.map((flag) => [flag.long, flag.valueName, flag.description])).toEqual([
      ['--cpu-period', 'VALUE', 'CPU CFS period to be used for hardcapping.'],
      ['--memory', 'VALUE', 'Memory limit.'],
    ]);
  });
});

describe('a SYNOPSIS heading with a note', () => {
  it("reads the options of lesskey(1)'s `SYNOPSIS (deprecated)`", () => {
    const page = [
      'NAME',
      '       lesskey - specify key bindings for less',
      '',
      'SYNOPSIS (deprecated)',
      '       lesskey [-o output] [--] [input]',
      '       lesskey [--output=output] [--] [input]',
      '',
      'DESCRIPTION',
      '       Compiles a key file.',
      '',
    ].join('\n');
    const parsed = parseManPage(page);
    expect(parsed.synopses).toEqual(['lesskey [-o output] [--] [input]', 'lesskey [--output=output] [--] [input]']);
    expect(parsed.flags.map((f) => f.long ?? f.short)).toContain('--output');
  });
});

describe('an mdoc page rendered in the C locale', () => {
  it("reads the name before `--` in NAME, and the options its examples pass (wf-recorder(1))", () => {
    const page = [
      'NAME',
      '     shotrec -- simple screen recording program',
      '',
      'OPTIONS',
      '     -a, --audio [DEVICE]',
      '             Starts recording the screen with audio.',
      '',
      'EXAMPLES',
      '           $ shotrec --audio --file=recording_with_audio.mp4',
      '',
    ].join('\n');
    const parsed = parseManPage(page);
    expect(parsed.name).toBe('shotrec');
    expect(parsed.flags.map((f) => f.long)).toEqual(['--audio', '--file']);
  });
});

describe('option heads alone on their lines, each text the next paragraph, a deeper list in one', () => {
  it('reads `--home HOME` as an option taking HOME, not a switch described as "HOME"', () => {
    const page = [
      'OPTIONS',
      '       --home HOME',
      '',
      '       Create a user whose login directory is HOME.',
      '',
      '       --home-link',
      '',
      '       Make /home a symbolic link.',
      '',
      '       --monitor-host',
      '',
      '       Keeps files synchronized:',
      '',
      '              o /etc/hosts',
      '',
      '       --user USER',
      '',
      '       Create a user whose login name is USER.',
      '',
    ].join('\n');
    const flags = parseManPage(page).flags.map((flag) => [flag.long, flag.valueName ?? null, flag.description]);
    expect(flags).toEqual([
      ['--home', 'HOME', 'Create a user whose login directory is HOME.'],
      ['--home-link', null, 'Make /home a symbolic link.'],
      ['--monitor-host', null, 'Keeps files synchronized:'],
      ['--user', 'USER', 'Create a user whose login name is USER.'],
    ]);
  });
});

describe('option heads written in brackets, as the synopsis writes them (yadifa(8))', () => {
  it('reads the option inside the first bracket, with its short spelling and value', () => {
    const page = [
      'OPTIONS',
      '       [--config|-c configfile]',
      '               Another config file will be used.',
      '',
      '       [--server|-s host] | [ @host ]',
      '               Host is the remote server to operate.',
      '',
      '       [--verbose|-v]',
      '               Verbose output.',
      '',
      '       [see below]',
      '               Not an option.',
      '',
    ].join('\n');
    const flags = parseManPage(page).flags.map((flag) => [flag.long, flag.short, flag.valueName ?? null, flag.description]);
    expect(flags).toEqual([
      ['--config', '-c', 'configfile', 'Another config file will be used.'],
      ['--server', '-s', 'host', 'Host is the remote server to operate.'],
      ['--verbose', '-v', null, 'Verbose output.'],
    ]);
  });
});
