import { describe, expect, it } from 'vitest';
import { parseHelp, subcommandSynopses } from './index.js';
import { splitSections, toLines } from './layout.js';
import { operandVerbGroups } from './operand-verb-groups.js';

// A help in iwctl's layout (synthetic: rules and coloured titles above titled blocks of rows).
const HELP = [
  '                          netctl version 1.0',
  '--------------------------------------------------------------------------------',
  '  Usage',
  '--------------------------------------------------------------------------------',
  '  netctl [--options] [commands]',
  '',
  '  --username                        Provide username',
  '  --help                            Display help',
  '',
  'Adapters:',
  '  adapter list                      List adapters',
  '  adapter <phy> show                Show adapter info',
  '  adapter <phy> set-property <name> <value>',
  '                                    Set property',
  '',
  'Station:',
  '  station list                      List devices in Station mode',
  '  station <wlan> connect <"network name"> [security]  Connect to network',
  '  station <wlan> get-hidden-access-points  Get hidden APs',
  '      [rssi-dbms]',
  '  station <wlan> scan               Scan for networks',
  '',
].join('\n');

describe('groups whose verbs come after an operand', () => {
  it('binds each titled block of `group <operand> verb` rows as its group, with the forms in the description', () => {
    const help = parseHelp(HELP, { programName: 'netctl', commandPath: [] });
    expect(help.subcommands).toEqual([
      { name: 'adapter', description: 'Adapters: list; <phy> show; <phy> set-property <name> <value>' },
      { name: 'station', description: 'Station: list; <wlan> connect <"network name"> [security]; <wlan> get-hidden-access-points; <wlan> scan' },
    ]);
  });

  it('gives the group a synopsis taking the rest as operands, for the group whose help is the root\'s', () => {
    expect(subcommandSynopses(HELP, { programName: 'netctl' }).get('station')).toEqual(['netctl station <arguments>...']);
  });

  it('needs two such blocks, and an operand right after the group word in one of their rows', () => {
    const one = toLines('Station:\n  station list   List\n  station <wlan> scan   Scan\n');
    expect(operandVerbGroups(one, splitSections(one))).toEqual([]);
    const plain = toLines('Remote:\n  remote add <url>   Add\n  remote list   List\n\nTag:\n  tag create <name>   Create\n  tag list   List\n');
    expect(operandVerbGroups(plain, splitSections(plain))).toEqual([]);
  });
});
