import { describe, expect, it } from 'vitest';
import { configuredEnv, parseEnvConfig, redactEnv, redactEnvConfig } from './environment.js';

describe('env configuration', () => {
  const parent = { KUBECONFIG: '/k', AWS_PROFILE: 'dev', AWS_REGION: 'eu', HOME: '/h', OTHER: 'x' };

  it('passes named and globbed variables through from svc\'s environment, sets others, per module glob, later rules winning', () => {
    const config = parseEnvConfig({
      pass: ['KUBECONFIG', 'MISSING'],
      set: { GIT_AUTHOR_NAME: 'Agent', RETRIES: 3 },
      modules: { 'cli.aws*': { pass: ['AWS_*'], set: { RETRIES: '5' } }, 'cli.git.log': { set: { GIT_ONLY: '1' } } },
    });
    expect(configuredEnv(config, 'cli.aws.s3.ls', parent)).toEqual({ KUBECONFIG: '/k', GIT_AUTHOR_NAME: 'Agent', RETRIES: '5', AWS_PROFILE: 'dev', AWS_REGION: 'eu' });
    expect(configuredEnv(config, 'cli.git.log', parent)).toEqual({ KUBECONFIG: '/k', GIT_AUTHOR_NAME: 'Agent', RETRIES: '3', GIT_ONLY: '1' });
    expect(configuredEnv(undefined, 'cli.git.log', parent)).toEqual({});
  });

  it('refuses malformed settings with a message saying what is accepted', () => {
    expect(() => parseEnvConfig(['KUBECONFIG'])).toThrow('env must be a mapping with pass and/or set');
    expect(() => parseEnvConfig({ pass: 'KUBECONFIG' })).toThrow('env.pass must be a list of variable names (globs with * allowed), like [KUBECONFIG, "AWS_*"] (got "KUBECONFIG")');
    expect(() => parseEnvConfig({ set: { 'BAD-NAME': 'x' } })).toThrow('env.set: "BAD-NAME" is not a valid variable name');
    expect(() => parseEnvConfig({ set: { A: { b: 1 } } })).toThrow('env.set.A must be a string, number or boolean');
    expect(() => parseEnvConfig({ passthrough: [] })).toThrow('env: unknown key "passthrough" (expected pass, set or modules)');
    expect(() => parseEnvConfig({ modules: { git: {} } })).toThrow('env.modules: "git" is not a module id or glob like cli.git or cli.kubectl*');
    expect(() => parseEnvConfig({ modules: { 'cli.git': { modules: {} } } })).toThrow('env.modules.cli.git: unknown key "modules" (expected pass or set)');
  });

  it('never shows values of secret-looking variables', () => {
    expect(redactEnv({ GITHUB_TOKEN: 'ghp_x', AWS_SECRET_ACCESS_KEY: 's', DB_PASSWORD: 'p', KUBECONFIG: '/k' })).toEqual({
      GITHUB_TOKEN: '[REDACTED]', AWS_SECRET_ACCESS_KEY: '[REDACTED]', DB_PASSWORD: '[REDACTED]', KUBECONFIG: '/k',
    });
    expect(redactEnvConfig({ pass: ['A'], set: { API_TOKEN: 'x' }, modules: { 'cli.x': { set: { MY_SECRET: 'y', PLAIN: 'z' } } } })).toEqual({
      pass: ['A'], set: { API_TOKEN: '[REDACTED]' }, modules: { 'cli.x': { set: { MY_SECRET: '[REDACTED]', PLAIN: 'z' } } },
    });
  });
});
