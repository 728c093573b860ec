import { Option, type Command } from 'commander';
import { doctorReport, formatDoctorReport } from '../sandbox/index.js';
import { resolveCommandConfig } from './global-options.js';

/**
 * `svc doctor [--format text|json]`: what confinement this machine can enforce (mechanism and
 * version, user namespaces, Landlock, seccomp, cgroups, prlimit), what to do about what is missing,
 * and the configured sandbox mode (docs/sandbox.md "svc doctor"). Exit status 1 when calls could
 * not be sandboxed.
 */
export function registerDoctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('Show what confinement svc can enforce on this machine and how to fix what it cannot')
    .addOption(new Option('--format <FMT>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (opts: { format: 'text' | 'json' }, command: Command) => {
      const { config } = await resolveCommandConfig(command);
      const report = await doctorReport();
      const usable = report.items.find((item) => item.name === 'sandbox')?.ok === true;
      const effect =
        config.sandbox === 'off'
          ? 'calls run unconfined (sandbox: off)'
          : usable
            ? 'every call runs confined'
            : config.sandbox === 'required'
              ? 'every call is refused until the sandbox works (sandbox: required)'
              : 'calls run with argument governance alone, and calls to programs outside the curated effect table need approval (sandbox: auto)';
      if (opts.format === 'json') process.stdout.write(`${JSON.stringify({ mode: config.sandbox, effect, ...report }, null, 2)}\n`);
      else process.stdout.write(`${formatDoctorReport(report)}\nsandbox mode: ${config.sandbox}: ${effect}\n`);
      if (config.sandbox !== 'off' && !usable) process.exitCode = 1;
    });
}
