import { describe, expect, it } from 'vitest';
import { commandLineProseFlags } from './command-line-prose.js';

// As gitpkg(1) writes it (synthetic): settings documented in prose, each overridable on the command line.
const PROSE = `pkgexport.deb-dir
       May be set to override the destination directory. Default is '../deb-packages'. This may be
       overridden on the command line with the --deb-dir=path option.

pkgexport.keep
       This may be overridden on the command line with the --keep-unpacked-source=bool option.

pkgexport.build-opts
       Setting this option is equivalent to using --build-opt=option in .options above, except
       using --build-opt on the command line will only override the configuration.

       To pass several options set it several times (ie. using git config --add for each one),
       see the cowpoke(1) description of its --dist option, or use --verbose on the command line.`;

describe('commandLineProseFlags', () => {
  it('reads the options the prose places on the command line, with the values it shows', () => {
    expect(commandLineProseFlags(PROSE).map((flag) => [flag.long, flag.type, flag.valueName, flag.valueStyle])).toEqual([
      ['--deb-dir', 'string', 'path', 'equals'],
      ['--keep-unpacked-source', 'string', 'bool', 'equals'],
      // Named bare on the command line; the value comes from where the text shows one.
      ['--build-opt', 'string', 'option', 'equals'],
      ['--verbose', 'boolean', undefined, undefined],
    ]);
  });

  it('leaves out options named in passing: another program\'s, or a command given as an example', () => {
    const names = commandLineProseFlags(PROSE).map((flag) => flag.long);
    expect(names).not.toContain('--add');
    expect(names).not.toContain('--dist');
  });

  it('describes each with its sentence, and never takes a sentence\'s last period as part of a value', () => {
    const [deb] = commandLineProseFlags('This may be overridden on the command line with the --deb-dir=path.');
    expect(deb).toMatchObject({ long: '--deb-dir', valueName: 'path', description: 'This may be overridden on the command line with the --deb-dir=path.' });
  });
});
