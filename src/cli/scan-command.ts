import type { Command } from 'commander';

/** `svc scan`: placeholder until its issue lands. */
export function registerScanCommand(program: Command): void {
  program
    .command('scan')
    .description('not implemented yet')
    .action(() => {
      throw new Error('svc scan is not implemented yet');
    });
}
