import { escapeRegExp } from '../../shared/escape-regexp.js';

/** commander's own help line: `output usage information` before v5, `display help for command` since. */
const COMMANDER_HELP_LINE = /^[ \t]*-h, --help[ \t]+(?:output usage information|display help for command)[ \t]*$/m;
/** yargs's own help line, with its type annotation. */
const YARGS_HELP_LINE = /^[ \t]*(?:-h, )?--help[ \t]+Show help[ \t]+\[boolean\][ \t]*$/m;

/**
 * Whether the options a program's root help lists are accepted after any of its subcommands as
 * well, told from the help line the argument-parsing library prints for itself:
 *  - commander recognises a program's options before and after a subcommand unless the program
 *    asks otherwise, and before v9 never lists them in a subcommand's help: `pm2 start --help`
 *    shows 9 options while `pm2 start app.js --name api -i 4` is how pm2 is used;
 *  - yargs makes every top-level option global, and a command it registers apart (lerna 9's
 *    removed `add` and `link`) lists none of them.
 * Other programs' root options stay the root's: `docker --context x ps` works, `docker ps
 * --context x` does not, and git's `-C <path>` must come before the command.
 *
 * @example
 * rootOptionsAreGlobal(pm2RootHelp) // true: `-h, --help   output usage information`
 * rootOptionsAreGlobal(dockerRootHelp) // false
 */
export function rootOptionsAreGlobal(rootHelpText: string): boolean {
  return COMMANDER_HELP_LINE.test(rootHelpText) || YARGS_HELP_LINE.test(rootHelpText);
}

/** `Use "kubectl options" for a list of global command-line options (applies to all commands).` */
const GLOBAL_OPTIONS_POINTER = /["'`]([\w.+-]+) ([a-z][\w-]*)["'`] for (?:a list of |the )?(?:the )?global (?:command[- ]line )?(?:options|flags)\b/i;

/**
 * The command a help names as the list of options every command takes: kubectl lists none of its
 * global options (`--namespace`, `--context`, `--kubeconfig`, ...) in any command's help and ends
 * each with `Use "kubectl options" for a list of global command-line options (applies to all
 * commands).` Only a command line of the program itself, one word after its name.
 *
 * @example
 * globalOptionsCommand('Use "kubectl options" for a list of global command-line options (applies to all commands).', 'kubectl') // ['options']
 */
export function globalOptionsCommand(helpText: string, programName: string): string[] | undefined {
  const match = GLOBAL_OPTIONS_POINTER.exec(helpText);
  return match && match[1] === programName.split('/').pop() ? [match[2]!] : undefined;
}

/** The command placeholder, then the options placeholder: `[action] [options]`, `<command> [OPTIONS]`, `COMMAND [flags...]`. */
const OPTIONS_AFTER_COMMAND = /^\S+\s+[[<{]?(?:action|command|cmd|subcommand|verb)[\]>}]?\s+[[<]?(?:options?|flags?)(?:\.\.\.)?[\]>]?(?:\s|$)/i;

/**
 * Whether the root's usage line puts its options after the command word (dkms: `dkms [action]
 * [options] [module/module-version]`): then the options it lists are the commands' options, and a
 * command the program prints no help of its own for takes them (`dkms remove --all`).
 *
 * @example
 * optionsFollowCommand('/usr/sbin/dkms [action] [options]') // true
 * optionsFollowCommand('docker [OPTIONS] COMMAND') // false
 */
export function optionsFollowCommand(usage: string | undefined): boolean {
  return usage !== undefined && OPTIONS_AFTER_COMMAND.test(usage.trim());
}

/** `word` in any letter case, for a pattern whose other parts are case-sensitive. */
const anyCase = (word: string): string => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
/** An options placeholder (`[options]`, `[GLOBAL OPTIONS]`, `<flags...>`) or a bracketed option (`[--notify]`, `[-v | --verbose]`). */
const OPTION_GROUP = String.raw`(?:[[<]?(?:${anyCase('global')}[ _-])?(?:${anyCase('option')}s?|${anyCase('flag')}s?|OPTIONS|FLAGS)(?:\.\.\.)?[\]>]?|\[-[^\]]*\])`;
/** The command's place: a placeholder (`[command]`, `<cmd>`, `COMMAND`) or its words as a choice (`(copy|save)`, `{start|stop}`). */
const COMMAND_SLOT = String.raw`(?:[[<{]?(?:${['command', 'cmd', 'subcommand', 'action', 'verb'].map(anyCase).join('|')})[\]>}]?|[({][a-z][\w-]*(?:\s*\|\s*[a-z][\w-]*)+[)}])`;
/** A program word, then options, then the command's place: `ledger [options] [command]`, `grimshot [--notify] (copy|save)`. */
const OPTIONS_BEFORE_COMMAND = new RegExp(String.raw`^(\S+)\s+(?:${OPTION_GROUP}\s+)+${COMMAND_SLOT}(?:\s|$)`);

/**
 * Whether a usage line of the root writes its options placeholder before the command placeholder
 * (`ledger [options] [command] [arguments]`, `grimshot [--notify] (copy|save) ...`): the options
 * the root lists are given before the command word, whichever command follows. Only the program's own usage lines count (a line whose
 * first word is the program, with or without its directory, or `Usage:` and the program), read
 * from the root's help or manual page text; a command the program documents no options of its
 * own for then takes the root's, given before its words (`ledger --file F balance`).
 *
 * @example
 * optionsPrecedeCommand('SYNOPSIS\n     ledger [options] [command] [arguments]', 'ledger') // true
 * optionsPrecedeCommand('Usage: kmod-tool [action] [options]', 'kmod-tool') // false
 */
export function optionsPrecedeCommand(text: string | undefined, programName: string): boolean {
  const program = programName.split('/').pop();
  // Usage lines come first: a bounded look, whatever the text's length.
  for (const line of (text ?? '').split('\n', 400)) {
    const match = OPTIONS_BEFORE_COMMAND.exec(line.trim().replace(/^usage:\s*/i, ''));
    if (match && match[1]!.split('/').pop() === program) return true;
  }
  return false;
}

/**
 * Whether a root help ends as cobra's does, `Use "<program> [command] --help" for more information
 * about a command.`: a cobra program, whose root flags may be persistent (taken by every command)
 * though its commands' helps do not list them (buildah's print no `Global Flags:` section).
 *
 * @example
 * cobraCommandsFooter('Use "buildah [command] --help" for more information about a command.', 'buildah') // true
 * cobraCommandsFooter('Use "kubectl <command> --help" for more information about a given command.', 'kubectl') // false
 */
export function cobraCommandsFooter(rootHelpText: string, programName: string): boolean {
  const name = escapeRegExp(programName.split('/').pop()!);
  return new RegExp(`^Use "${name} \\[command\\] --help" for more information about a command\\.$`, 'm').test(rootHelpText);
}
