import type { Command } from 'commander';

/** `svc list`: placeholder until its issue lands. */
export function registerListCommand(program: Command): void {
  program
    .command('list')
    .description('not implemented yet')
    .action(() => {
      throw new Error('svc list is not implemented yet');
    });
}
