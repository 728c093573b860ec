/**
 * Rules over the help text: what a parameter's value name, flag name and description say it
 * does. They decide parameters the curated table does not name (docs/governance.md, "Effects of
 * parameters"). Each rule is a fixed pattern; the first that fires wins, most dangerous first.
 */
import type { Effect, ParameterEffect, ParameterFacts } from './types.js';

/** Lower-cased words of a value name or flag token: `<output-file>` → `['output', 'file']`. */
function words(text: string): string[] {
  return text.toLowerCase().replace(/^-+/, '').split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/** A value name without brackets, dots and `=`: `[=<FILE>...]` → `file`. */
function bareValueName(valueName: string | undefined): string {
  return (valueName ?? '').toLowerCase().replace(/[[\]<>{}=.]/g, '').trim();
}

/** Value names and last words of flag names that name a program to run. */
const EXEC_WORDS = new Set([
  'command', 'cmd', 'prog', 'program', 'script', 'shell', 'exec', 'executable', 'hook', 'helper', 'pager',
  'editor', 'interpreter', 'browser', 'askpass', 'rsh', 'proxycommand',
]);

/** Value names and last words of operand names that are hosts or URLs. */
const NETWORK_WORDS = new Set(['url', 'uri', 'urls', 'host', 'hostname', 'remote', 'server', 'proxy', 'registry', 'endpoint', 'address', 'addr']);

/** Value names that are files or directories written. */
const WRITE_VALUE_NAMES = new Set([
  'outfile', 'output', 'out', 'output-file', 'outputfile', 'out-file', 'logfile', 'log-file', 'dumpfile', 'dump-file',
  'savefile', 'save-file', 'output-dir', 'output-directory', 'outdir', 'out-dir', 'dest', 'destination', 'dest-dir',
  'target-dir', 'target-directory',
]);

/** Flag names (without dashes) of valued flags that write the file named by their value. */
const WRITE_FLAG_NAME = /^(out|output|outfile|out-?file|output-?(file|document|dir|directory|path)|log-?file|dump-?(file|dir)|save-?(file|to|as)|write-?(to|file)|dest|destination|dest-?dir|target-?dir(ectory)?|export-?(marks|file))$/;

/** Switch names that delete or overwrite files. */
const WRITE_SWITCH_NAME = /^(delete|delete-[a-z-]+|remove-(source-)?files|overwrite|in-place|shred|wipe|unlink|truncate)$/;

/** Value names of files that are read (inputs, configuration, pattern lists). */
const READ_VALUE_NAMES = new Set([
  'input', 'infile', 'input-file', 'inputfile', 'config', 'conf', 'cfg', 'config-file', 'configfile', 'conffile',
  'rcfile', 'ignore-file', 'exclude-file', 'patterns-file', 'pattern-file', 'from-file', 'files-from',
]);

/**
 * Flag names (without dashes) of options that name a file holding file names, patterns or
 * arguments the program then reads (`--files0-from` of sort, wc and du, tar `--files-from`,
 * `--exclude-from`, xargs `--arg-file`): the named file is read.
 */
const LIST_FILE_FLAG_NAME = /^(files0?-from|(exclude|include|filter|ignore|names?|paths?|patterns?|args?|targets?|list|read)-from|from-files?|args?-file|list-file|file-list|files-list|(exclude|include|ignore|patterns?)-file)$/;

/** Descriptions of options whose value is a file of names: "read input from the files specified by names in file F". */
const DESC_LIST_FILE = new RegExp(
  String.raw`\b(file ?)?names\b[^.;()]{0,60}?\b(specified|listed|given|found|contained)?\s*(in|from)\s+(the )?(file|files|[A-Z]*FILE|F)\b`,
  'i',
);

/**
 * Value names and operand names that cannot name a file: patterns, numbers, formats and modes;
 * message text (`git commit -m <message>`, `--trailer <trailer>`); filters by kind, extension,
 * owner or time (`fd --type <filetype>`, `--extension <ext>`, `--owner <user:group>`,
 * `--changed-within <date|dur>`); and revisions, refs and key ids (`--fixup <commit>`,
 * `--gpg-sign <key-id>`). Not `string`, `text`, `value` or `name`: Cobra and Click print the
 * value's type (`string`, `TEXT`) or a bare NAME where the value is a path (`hugo --destination
 * string`).
 */
const NOT_FILE_NAMES = new Set([
  'pattern', 'patterns', 'regex', 'regexp', 'glob', 'num', 'number', 'n', 'count', 'size', 'width', 'height',
  'format', 'fmt', 'when', 'mode', 'level', 'color', 'colour', 'style', 'encoding', 'charset', 'sep', 'separator',
  'delim', 'delimiter', 'char', 'date', 'time', 'duration', 'seconds', 'secs', 'sig', 'signal', 'type', 'word',
  'int', 'integer', 'float', 'bytes', 'lines', 'cols', 'columns', 'depth', 'limit', 'timeout', 'port',
  'message', 'msg', 'title', 'subject', 'comment', 'trailer', 'label',
  'filetype', 'ext', 'extension', 'extensions', 'suffix', 'user', 'group', 'owner', 'uid', 'gid', 'dur',
  'commit', 'commit-ish', 'rev', 'revision', 'ref', 'keyid', 'key-id',
]);

/**
 * Whether a value name says the value is no file: the whole name is one of {@link NOT_FILE_NAMES}
 * (`<key-id>`), or every word of it is (`<user:group>`, `<date|dur>`, `NUM[SUFFIX]`).
 */
function notFileValueName(value: string): boolean {
  if (value === '') return false;
  if (NOT_FILE_NAMES.has(value)) return true;
  const parts = words(value);
  return parts.length > 0 && parts.every((word) => NOT_FILE_NAMES.has(word));
}

/**
 * Last words of flag names whose value is text a person reads, never a file: `--message`, `--title`,
 * `--subject`, `--comment`, `--trailer`, `--description` (`gh pr create --title string`). Only
 * when neither the value name nor the help says file, path or directory.
 */
const TEXT_FLAG_WORDS = new Set(['message', 'msg', 'title', 'subject', 'comment', 'trailer', 'description', 'summary']);

/** A value name or help that speaks of a file, path or directory. */
const MENTIONS_FILE = /\b(file|files|filename|filenames|path|paths|dir|dirs|directory|directories|folder)\b/i;

/**
 * Help of an option named `--output`/`-o`/`--out` that picks a format or mode of the output, not a
 * file (`systemctl --output STRING`: "Change journal output mode (short, ...)", kubectl's
 * `--output`: "Output format"): the name alone said `write` before.
 */
const OUTPUT_FORMAT_DESC = /\boutput (format|mode|style|type)s?\b|\b(format|mode|style) of (the )?output\b|^\s*(format|mode|style)\b/i;

const DESC_EXEC = [
  /\b(run|runs|running|execute|executes|executing|invoke|invokes|spawn|spawns|launch|launches)\b[^.;]{0,30}\b(command|program|script|shell|hook|helper|pager|editor|filter|executable)s?\b/i,
  /\b(command|program|script|pager|editor|hook|helper|filter)s?\b[^.;]{0,30}\b(to (be )?(run|executed)|is (run|executed)|are (run|executed))\b/i,
  /\bpipe[sd]?\b[^.;]{0,20}\b(through|to|into)\b[^.;]{0,20}\b(command|program|pager|filter)\b/i,
];

const FILE_WORD = String.raw`(the |a |an |this |given |specified |named |specific |separate |output |log |)*(file|files|directory|dir|folder|[A-Z]*FILE|DIR|PATH|<file>|<path>|<dir>|<directory>|<filename>)\b`;

const DESC_WRITE = [
  new RegExp(String.raw`\b(write|writes|writing|save|saves|dump|dumps|store|stores|log|logs|append|appends|redirect|redirects|record|records|place|places|put|puts|create|creates|generate|generates)\b[^.;()]{0,40}?\b(to|into|in|as)\s+${FILE_WORD}`, 'i'),
  /\binstead of (the )?(standard output|stdout)\b/i,
];

const DESC_DELETE = /\b(delete|deletes|remove|removes|overwrite|overwrites|truncate|truncates|unlink|unlinks)\b[^.;]{0,30}\b(files?|directories|source|sources|originals?|destination)\b/i;

const DESC_READ = [
  new RegExp(String.raw`\b(read|reads|reading|take|takes|load|loads|obtain|obtains|get|gets)\b[^.;()]{0,40}?\bfrom\s+${FILE_WORD}`, 'i'),
  new RegExp(String.raw`\b(read|reads|load|loads)\s+${FILE_WORD}`, 'i'),
];

/** Descriptions that say what a switch does not do. */
const NEGATED = /(^(never|disable|disables|suppress|without)\b|\b(do not|don't|does not|doesn't|not actually|dry[- ]run)\b)/i;

function found(effect: Effect, reason: string): ParameterEffect {
  return { effect, reason: `help: ${reason}`, source: 'help' };
}

function shownName(facts: ParameterFacts): string {
  return facts.kind === 'flag' ? facts.name : `operand <${facts.name}>`;
}

function describes(patterns: readonly RegExp[], text: string): boolean {
  return patterns.some((pattern) => pattern.test(text));
}

/** Rules for flags that take a value, and for operands. */
function valueRules(facts: ParameterFacts): ParameterEffect | undefined {
  const who = shownName(facts);
  const value = bareValueName(facts.valueName);
  const valueWords = words(value);
  const lastValueWord = valueWords.at(-1) ?? '';
  const nameWords = facts.kind === 'flag' ? words(facts.tokens[0] ?? facts.name) : words(facts.name);
  const lastNameWord = nameWords.at(-1) ?? '';
  const flagName = facts.kind === 'flag' ? (facts.tokens[0] ?? facts.name).replace(/^-+/, '').toLowerCase() : '';
  const description = facts.description;

  if (EXEC_WORDS.has(value) || EXEC_WORDS.has(lastValueWord)) return found('exec', `${who} takes ${value.toUpperCase()} to run`);
  if (EXEC_WORDS.has(lastNameWord) && flagName !== 'exec-path') return found('exec', `${who} names a program to run`);
  // A value the help names as a size, count, format, message or filter (`fd --batch-size <size>`,
  // `pm2 --uid <uid>`) names no file and no program, whatever its description says about other
  // options ("the command given with -X is run again") or about the program itself.
  if (notFileValueName(value)) return found('none', `${who} takes ${value.toUpperCase()}, not a file`);
  if (describes(DESC_EXEC, description)) return found('exec', `${who}: the help says it runs a program`);

  if (WRITE_VALUE_NAMES.has(value)) return found('write', `${who} takes ${value.toUpperCase()} to write`);
  if (facts.kind === 'flag' && /^(out|output)$/.test(flagName) && OUTPUT_FORMAT_DESC.test(description) && !MENTIONS_FILE.test(`${value} ${description}`)) {
    return found('none', `${who}: the help says it picks an output format or mode, not a file`);
  }
  if (facts.kind === 'flag' && WRITE_FLAG_NAME.test(flagName)) return found('write', `${who} names a file to write`);
  if (facts.kind === 'positional' && WRITE_VALUE_NAMES.has(facts.name.toLowerCase())) return found('write', `${who} is a file to write`);
  if (describes(DESC_WRITE, description)) return found('write', `${who}: the help says it writes a file`);

  if (facts.type === 'url') return found('network', `${who} is a URL`);
  if (NETWORK_WORDS.has(value) || NETWORK_WORDS.has(lastValueWord)) return found('network', `${who} takes ${value.toUpperCase()}`);
  if (NETWORK_WORDS.has(lastNameWord)) return found('network', `${who} names a host or URL`);

  if (READ_VALUE_NAMES.has(value)) return found('read', `${who} takes ${value.toUpperCase()} to read`);
  if (facts.kind === 'flag' && LIST_FILE_FLAG_NAME.test(flagName)) return found('read', `${who} names a file of names it reads`);
  if (facts.kind === 'flag' && DESC_LIST_FILE.test(description)) return found('read', `${who}: the help says it reads names from a file`);
  if (describes(DESC_READ, description)) return found('read', `${who}: the help says it reads a file`);

  if (facts.kind === 'positional' && NOT_FILE_NAMES.has(facts.name.toLowerCase())) return found('none', `${who} is a ${facts.name}, not a file`);
  if (facts.kind === 'flag' && TEXT_FLAG_WORDS.has(lastNameWord) && !MENTIONS_FILE.test(`${value} ${description}`)) {
    return found('none', `${who} is text (a ${lastNameWord}), not a file`);
  }
  return undefined;
}

/** Rules for switches (flags without a value). */
function switchRules(facts: ParameterFacts): ParameterEffect | undefined {
  const name = (facts.tokens[0] ?? facts.name).replace(/^-+/, '').toLowerCase();
  if (name.startsWith('no-') || name === 'dry-run' || NEGATED.test(facts.description.trim())) return undefined;
  if (WRITE_SWITCH_NAME.test(name)) return found('write', `${facts.name} deletes or overwrites files`);
  if (DESC_DELETE.test(facts.description)) return found('write', `${facts.name}: the help says it deletes or overwrites files`);
  // Descriptions of switches that run something are prose about the program itself far too often
  // ("when the command is invoked from a subdirectory"); the curated table names those switches.
  return undefined;
}

/**
 * True when a parameter's value is free text (a string, path or URL without a fixed list of
 * values): only such a value can name a file, a host or a program.
 *
 * @example
 * takesFreeText({ kind: 'flag', tokens: ['--lines'], name: '--lines', type: 'integer', description: '' }); // false
 */
export function takesFreeText(facts: Pick<ParameterFacts, 'type' | 'enumValues'>): boolean {
  if (facts.type === 'boolean' || facts.type === 'integer' || facts.type === 'float') return false;
  return !(facts.type === 'enum' && (facts.enumValues?.length ?? 0) > 0);
}

/**
 * The effect the help text gives a parameter, or undefined when no rule fires.
 * Order: runs a program (value name, flag name), a value name that cannot be a file (`NUM`,
 * `PATTERN`, `WHEN`, `<message>`, `<user:group>`) → none, runs a program (description), writes a
 * file (an `--output` that picks a format is none), reaches a host, reads a file, operands named
 * like a pattern or number → none, and last flags named like message text (`--title`) → none.
 *
 * @example
 * effectFromHelp({ kind: 'flag', tokens: ['--compress-program'], name: '--compress-program', valueName: 'PROG',
 *   type: 'string', description: 'compress temporaries with PROG' });
 * // { effect: 'exec', reason: 'help: --compress-program takes PROG to run', source: 'help' }
 */
export function effectFromHelp(facts: ParameterFacts): ParameterEffect | undefined {
  if (facts.kind === 'flag' && facts.type === 'boolean') return switchRules(facts);
  // A number or a value from a fixed list names no file and no program.
  if (!takesFreeText(facts)) return undefined;
  return valueRules(facts);
}
