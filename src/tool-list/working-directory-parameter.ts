/**
 * The `working_directory` argument every tool takes. It is svc's parameter, not the program's:
 * it is added to the published input schema here, and taken out of the arguments before they
 * are validated against the binding and rendered into argv.
 */
import type { Binding } from '../bindings/types.js';

/** The name of svc's working-directory argument. */
export const WORKING_DIRECTORY = 'working_directory';
/** Its name on a tool whose program already has a parameter called `working_directory`. */
export const WORKING_DIRECTORY_FALLBACK = 'svc_working_directory';

const DESCRIPTION =
  'Directory to run the program in: absolute, or relative to the default (the first root of this session, else the server\'s working directory). ' +
  'It must lie inside the roots the session may work in. svc\'s own argument, never passed to the program.';

/**
 * The name of svc's working-directory argument on this tool: `working_directory`, or, when the
 * binding has a property of that name (the program's own option), `svc_working_directory`
 * (then `svc_working_directory_2`, ...), so the program's parameter keeps its name.
 *
 * @example
 * workingDirectoryParameter(gitLog); // 'working_directory'
 */
export function workingDirectoryParameter(binding: Binding): string {
  const taken = binding.input_schema.properties;
  if (!Object.hasOwn(taken, WORKING_DIRECTORY)) return WORKING_DIRECTORY;
  let name = WORKING_DIRECTORY_FALLBACK;
  for (let n = 2; Object.hasOwn(taken, name); n++) name = `${WORKING_DIRECTORY_FALLBACK}_${n}`;
  return name;
}

/**
 * A published input schema with svc's working-directory argument added (optional string).
 *
 * @example
 * withWorkingDirectory({ type: 'object', properties: {} }, binding).properties.working_directory.type; // 'string'
 */
export function withWorkingDirectory<T extends object>(schema: T, binding: Binding): T {
  const properties = { ...(((schema as { properties?: Record<string, unknown> }).properties) ?? {}) };
  properties[workingDirectoryParameter(binding)] = { type: 'string', description: DESCRIPTION };
  return { ...schema, properties };
}

/** The arguments meant for the program, and the working directory asked for. */
export interface SplitArguments {
  /** Arguments without svc's parameter (the object given, unchanged, when it had none). */
  programArgs: unknown;
  /** The value given for svc's parameter (`undefined` when absent or null). */
  workingDirectory: unknown;
  /** The parameter's name on this tool. */
  parameter: string;
}

/**
 * Takes svc's working-directory argument out of a call's arguments.
 *
 * @example
 * splitWorkingDirectory(gitLog, { oneline: true, working_directory: '/w/proj' });
 * // { programArgs: { oneline: true }, workingDirectory: '/w/proj', parameter: 'working_directory' }
 */
export function splitWorkingDirectory(binding: Binding, args: unknown): SplitArguments {
  const parameter = workingDirectoryParameter(binding);
  if (args === null || typeof args !== 'object' || Array.isArray(args) || !Object.hasOwn(args, parameter)) {
    return { programArgs: args, workingDirectory: undefined, parameter };
  }
  const { [parameter]: workingDirectory, ...programArgs } = args as Record<string, unknown>;
  return { programArgs, workingDirectory: workingDirectory ?? undefined, parameter };
}
