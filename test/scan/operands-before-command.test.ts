/**
 * An argparse program whose commands come after a required operand (pwmigrate's `usage: pwmigrate
 * [-h] [-c FILE] database command ...`): `tool status --help` takes `status` as the database and
 * prints the root's help, so each command's help is asked with the operand's name before it
 * (`tool database status --help`), and each command's binding takes the operand, rendered before
 * its command word. A real program: Python's own argparse, run as the scan runs any program.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArgv } from '../../src/exec/render-argv.js';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/usr/bin/python3
import argparse
parser = argparse.ArgumentParser(prog='migrator', description='migration runner')
parser.add_argument('-c', '--config', metavar='FILE', help='config file')
parser.add_argument('database', help='path to a database file')
commands = parser.add_subparsers(dest='command', metavar='command', required=True)
status = commands.add_parser('status', help='list migrations')
status.add_argument('-v', '--verbose', action='store_true', help='say more')
create = commands.add_parser('create', help='write a skeleton migration')
create.add_argument('-d', '--directory', help='migrations directory')
create.add_argument('name', help='migration name')
args = parser.parse_args()
print(args.database, args.command)
`;

describe.skipIf(!existsSync('/usr/bin/python3'))('a program whose commands come after a required operand', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-operands-before-'));
    await writeFile(join(dir, 'migrator'), SCRIPT);
    await chmod(join(dir, 'migrator'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads each command with the operand before it and binds the operand before the command word', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('migrator', { env, depth: 2, manPages: false, completions: false });
    const ids = result.bindings.map((binding) => binding.module_id).sort();
    expect(ids).toEqual(['cli.migrator', 'cli.migrator.create', 'cli.migrator.status']);
    const create = result.bindings.find((binding) => binding.module_id === 'cli.migrator.create')!;
    const props = create.input_schema.properties;
    expect(props.database).toMatchObject({ 'x-cli-kind': 'positional', 'x-cli-before-command': true, description: 'path to a database file' });
    expect(props.name).toMatchObject({ 'x-cli-kind': 'positional' });
    expect(props.name!['x-cli-before-command']).toBeUndefined();
    expect(Object.values(props).map((p) => p['x-cli-flag']).filter(Boolean).sort()).toEqual(['--directory']);
    expect(create.input_schema.required).toEqual(expect.arrayContaining(['database', 'name']));
    expect(renderArgv(create, { database: 'app.db', name: 'add_users', directory: 'm' })).toEqual(['app.db', 'create', '--directory', 'm', 'add_users']);
    const status = result.bindings.find((binding) => binding.module_id === 'cli.migrator.status')!;
    expect(Object.values(status.input_schema.properties).map((p) => p['x-cli-flag']).filter(Boolean)).toEqual(['--verbose']);
    expect(create.metadata.help_probe).toEqual(['database', 'create', '--help']);
    // The commands' helps were asked with the operand's name before them.
    expect(result.probes).toEqual(expect.arrayContaining([['database', 'create', '--help'], ['database', 'status', '--help']]));
  }, 60_000);
});
