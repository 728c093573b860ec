import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { plainMarkdownHeadings } from './markdown-headings.js';

const RONN = [
  'tool-agent(8) -- The agent daemon', '========', '', 'SYNOPSIS', '--------', 'Retrieves the configuration and applies it to', 'the local host.', '',
  'USAGE', '-----', 'tool agent [--certname <NAME>] [-d|--debug]', '  [-w|--waitforcert <SECONDS>]', '',
  'OPTIONS', '-------', 'Note that any setting is also a valid long argument.', '',
  '* --certname:', '  Set the certname of the client.', '', '* --debug:', '  Enable full debugging.', '',
  '* --waitforcert:', '  How long to wait for a certificate.', '', 'EXAMPLE', '-------', '    $ tool agent --server x', '',
].join('\n');

describe('plainMarkdownHeadings', () => {
  it("turns a ronn help's underlined headings and bulleted option rows into the plain layout", () => {
    const plain = plainMarkdownHeadings(RONN).split('\n');
    expect(plain.slice(2, 4)).toEqual(['Summary:', 'Retrieves the configuration and applies it to']);
    expect(plain).toContain('USAGE:');
    expect(plain.slice(plain.indexOf('  --certname'), plain.indexOf('  --certname') + 2)).toEqual(['  --certname', '      Set the certname of the client.']);
    expect(plain).not.toContain('-------');
  });

  it('reads the usage from USAGE, not the SYNOPSIS sentence, and every bulleted option', () => {
    const help = parseHelp(RONN, { programName: 'tool', commandPath: ['agent'] });
    expect(help.usage).toBe('tool agent [--certname <NAME>] [-d|--debug] [-w|--waitforcert <SECONDS>]');
    expect(help.flags.map((flag) => flag.long)).toEqual(['--certname', '--debug', '--waitforcert']);
    expect(help.positionals).toEqual([]);
  });

  it('leaves a help with one underline alone (a table rule, a single title)', () => {
    const text = 'Usage: tool [options]\n\nName       Value\n---------  -----\n  --all    show all\n';
    expect(plainMarkdownHeadings(text)).toBe(text);
  });
});
