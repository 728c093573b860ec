import type { TestContext } from 'vitest';

/**
 * Ends the running test as skipped, with its reason printed and kept as vitest's skip note, for a
 * security test that finds at run time that it cannot express its attack (a parameter the scan did
 * not bind, a layer that refused before the one under test). A `return` there would count the
 * attack as passed; a skip is reported as one, with why.
 *
 * @example
 * it('refuses: rg --pre runs a program', async (ctx) => {
 *   const args = buildArgs();
 *   if (!args) skipBecause(ctx, 'cli.rg has no --pre parameter: not expressible');
 *   ...
 * });
 */
export function skipBecause(ctx: TestContext, reason: string): never {
  console.warn(`skipped: ${reason}`);
  return ctx.skip(reason);
}
