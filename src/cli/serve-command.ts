import type { Command } from 'commander';

/** `svc serve`: placeholder until its issue lands. */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('not implemented yet')
    .action(() => {
      throw new Error('svc serve is not implemented yet');
    });
}
