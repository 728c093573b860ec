import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const lines = (...parts: string[]): string => `${parts.join('\n')}\n`;

describe('cobra help', () => {
  const help = parseHelp(lines(
    'Hugo is a static site generator.',
    '',
    'Usage:',
    '  hugo [flags]',
    '  hugo [command]',
    '',
    'Available Commands:',
    '  completion  Generate the autocompletion script for the specified shell',
    '  server      A high performance webserver that serves your site and',
    '              rebuilds it on change',
    '',
    'Flags:',
    '  -b, --baseURL string        hostname (and path) to the root',
    '  -L, --limit int             Maximum number of items (default 30)',
    '      --ratio float           Scale factor (default 1.5)',
    '  -s, --state string          Filter by state: {open|closed|all} (default "open")',
    '  -l, --label strings         Filter by label',
    '      --timeout duration      How long to wait (default 10s)',
    '  -D, --buildDrafts           include content marked as draft',
    '  -h, --help                  help for hugo',
    '',
    'Global Flags:',
    '      --config string   config file (default "hugo.toml")',
    '',
    'Use "hugo [command] --help" for more information about a command.',
  ));

  it('detects cobra and reads description, usage and the command list with wrapped text', () => {
    expect(help.format).toBe('cobra');
    expect(help.description).toBe('Hugo is a static site generator.');
    expect(help.usage).toBe('hugo [flags]');
    expect(help.subcommands).toEqual([
      { name: 'completion', description: 'Generate the autocompletion script for the specified shell' },
      { name: 'server', description: 'A high performance webserver that serves your site and rebuilds it on change' },
    ]);
  });

  it('reads pflag type words and `(default X)` / `(default "X")`', () => {
    expect(help.flags[0]).toEqual({ long: '--baseURL', short: '-b', valueName: 'string', valueStyle: 'separate', type: 'string', description: 'hostname (and path) to the root', source: 'help' });
    expect(help.flags[1]).toMatchObject({ long: '--limit', type: 'integer', default: '30' });
    expect(help.flags[2]).toMatchObject({ long: '--ratio', type: 'float', default: '1.5' });
    expect(help.flags[3]).toMatchObject({ long: '--state', type: 'enum', enumValues: ['open', 'closed', 'all'], default: 'open' });
    expect(help.flags[4]).toMatchObject({ long: '--label', type: 'string', repeatable: true });
    expect(help.flags[5]).toMatchObject({ long: '--timeout', type: 'string', default: '10s' });
    expect(help.flags[6]).toEqual({ long: '--buildDrafts', short: '-D', type: 'boolean', description: 'include content marked as draft', source: 'help' });
  });

  it('keeps `Global Flags:` as flags and leaves out help', () => {
    expect(help.flags.map((f) => f.long)).toEqual(['--baseURL', '--limit', '--ratio', '--state', '--label', '--timeout', '--buildDrafts', '--config']);
    expect(help.flags[7]).toMatchObject({ long: '--config', default: 'hugo.toml' });
  });

  it('reads gh upper-case headings with `name:  description`, without help topics', () => {
    const gh = parseHelp(lines(
      'Work seamlessly with GitHub from the command line.',
      '',
      'USAGE',
      '  gh <command> <subcommand> [flags]',
      '',
      'CORE COMMANDS',
      '  auth:        Authenticate gh and git with GitHub',
      '  pr:          Manage pull requests',
      '',
      'ADDITIONAL COMMANDS',
      '  api:         Make an authenticated GitHub API request',
      '',
      'HELP TOPICS',
      '  environment: Environment variables that can be used with gh',
      '',
      'FLAGS',
      '  --help      Show help for command',
      '  --version   Show gh version',
    ));
    expect(gh.format).toBe('cobra');
    expect(gh.subcommands.map((s) => s.name)).toEqual(['auth', 'pr', 'api']);
    expect(gh.subcommands[1]).toEqual({ name: 'pr', description: 'Manage pull requests' });
    expect(gh.flags).toEqual([]);
    expect(gh.positionals).toEqual([]);
  });

  it("reads docker's command groups and multi-line defaults", () => {
    const docker = parseHelp(lines(
      'Usage:  docker [OPTIONS] COMMAND',
      '',
      'A self-sufficient runtime for containers',
      '',
      'Common Commands:',
      '  run         Create and run a new container from an image',
      '',
      'Management Commands:',
      '  container   Manage containers',
      '',
      'Commands:',
      '  attach      Attach local standard input, output, and error streams',
      '',
      'Global Options:',
      '      --config string      Location of client config files (default',
      '                           "/root/.docker")',
      '  -l, --log-level string   Set the logging level ("debug", "info",',
      '                           "warn", "error", "fatal") (default "info")',
      '',
      "Run 'docker COMMAND --help' for more information on a command.",
    ));
    expect(docker.format).toBe('cobra');
    expect(docker.description).toBe('A self-sufficient runtime for containers');
    expect(docker.subcommands.map((s) => s.name)).toEqual(['run', 'container', 'attach']);
    expect(docker.positionals).toEqual([]);
    expect(docker.flags[0]).toMatchObject({ long: '--config', default: '/root/.docker' });
    expect(docker.flags[1]).toMatchObject({ long: '--log-level', type: 'enum', enumValues: ['debug', 'info', 'warn', 'error', 'fatal'], default: 'info' });
  });

  it("reads kubectl's `--flag=DEFAULT:` layout with the description on the next line", () => {
    const kubectl = parseHelp(lines(
      'Display one or many resources.',
      '',
      'Options:',
      '    -A, --all-namespaces=false:',
      '\tIf present, list the requested object(s) across all namespaces.',
      '',
      '    --chunk-size=500:',
      '\tReturn large lists in chunks rather than all at once.',
      '',
      '    -f, --filename=[]:',
      '\tFilename, directory, or URL to files.',
      '',
      "    -o, --output='':",
      '\tOutput format. One of: (json, yaml, name, wide).',
      '',
      'Usage:',
      '  kubectl get [(-o|--output=)json|yaml|name|wide] (TYPE[.VERSION][.GROUP] [NAME | -l label]) [flags] [options]',
    ));
    expect(kubectl.format).toBe('cobra');
    expect(kubectl.flags).toEqual([
      { long: '--all-namespaces', short: '-A', type: 'boolean', default: 'false', description: 'If present, list the requested object(s) across all namespaces.', source: 'help' },
      { long: '--chunk-size', valueName: 'VALUE', valueStyle: 'equals', type: 'integer', default: '500', description: 'Return large lists in chunks rather than all at once.', source: 'help' },
      { long: '--filename', short: '-f', valueName: 'VALUE', valueStyle: 'equals', type: 'string', repeatable: true, description: 'Filename, directory, or URL to files.', source: 'help' },
      {
        long: '--output', short: '-o', valueName: 'VALUE', valueStyle: 'equals', type: 'enum', enumValues: ['json', 'yaml', 'name', 'wide'],
        description: 'Output format. One of: (json, yaml, name, wide).', source: 'help',
      },
    ]);
    expect(kubectl.jsonOutputFlag).toBe('--output=json');
    expect(kubectl.positionals).toEqual([]);
  });
});

describe('gh positional alternatives', () => {
  it('reads `[<a> | <b>]` as one optional positional and `{<a> | <b>}` as one required positional', () => {
    const view = parseHelp(lines('Display a pull request.', '', 'USAGE', '  gh pr view [<number> | <url> | <branch>] [flags]', '', 'FLAGS', '  -w, --web   Open in the browser'));
    expect(view.positionals).toEqual([{ name: 'number_or_url_or_branch', required: false, variadic: false, type: 'string', description: '' }]);
    const issue = parseHelp(lines('Display an issue.', '', 'USAGE', '  gh issue view {<number> | <url>} [flags]', '', 'FLAGS', '  -w, --web   Open in the browser'));
    expect(issue.positionals).toEqual([{ name: 'number_or_url', required: true, variadic: false, type: 'string', description: '' }]);
  });
});

describe('command rows with a one-space gap', () => {
  it("keeps rclone's longest name whose text still starts in the description column", () => {
    const help = parseHelp('Usage:\n  rclone [command]\n\nAvailable Commands:\n  completion      Generate the script\n  genautocomplete Output completion script for a given shell.\n  gendocs         Output markdown docs\n  two words here\n');
    expect(help.subcommands.map((sub) => [sub.name, sub.description])).toEqual([
      ['completion', 'Generate the script'],
      ['genautocomplete', 'Output completion script for a given shell.'],
      ['gendocs', 'Output markdown docs'],
    ]);
  });
});
