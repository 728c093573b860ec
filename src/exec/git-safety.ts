/**
 * Settings every program gets through git's environment (GIT_CONFIG_COUNT/_KEY_n/_VALUE_n, which
 * win over every config file), so that a repository cannot make a read-only git call run its
 * programs: no implicit bare repositories (a committed bare repo as working directory), no
 * fsmonitor hook, no hooks at all. And `GIT_OPTIONAL_LOCKS=0`: a read-only call such as
 * `git status` or `git describe --dirty` does not refresh and rewrite the index.
 */

/** The variables; docs/sandbox.md "git". */
export const GIT_SAFETY_ENV: Readonly<Record<string, string>> = Object.freeze({
  GIT_CONFIG_COUNT: '3',
  GIT_CONFIG_KEY_0: 'safe.bareRepository',
  GIT_CONFIG_VALUE_0: 'explicit',
  GIT_CONFIG_KEY_1: 'core.fsmonitor',
  GIT_CONFIG_VALUE_1: 'false',
  GIT_CONFIG_KEY_2: 'core.hooksPath',
  GIT_CONFIG_VALUE_2: '/dev/null',
  GIT_OPTIONAL_LOCKS: '0',
});
