import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configToYaml, loadConfig, readConfigFile } from './index.js';
import { coerceState, DEFAULT_STATE, redactUrl } from './state.js';

describe('coerceState', () => {
  it('defaults to memory with nothing given', () => {
    expect(coerceState(undefined)).toEqual(DEFAULT_STATE);
    expect(coerceState({})).toEqual(DEFAULT_STATE);
    expect(coerceState('memory')).toEqual(DEFAULT_STATE);
  });

  it('infers the store from a URL (the --state flag)', () => {
    expect(coerceState('redis://cache:6379/2')).toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'redis://cache:6379/2' });
    expect(coerceState({ url: 'rediss://u:p@cache:6380' })).toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'rediss://u:p@cache:6380' });
    expect(coerceState({ store: 'redis', url: 'redis://h:1', key_prefix: 'team-a:', max_shared_bytes: '1048576', max_shared_output_bytes: 65536 }))
      .toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'redis://h:1', key_prefix: 'team-a:', max_shared_bytes: 1_048_576, max_shared_output_bytes: 65_536 });
  });

  it('refuses what cannot work, saying what is accepted', () => {
    expect(() => coerceState({ store: 'redis' })).toThrow('state.store is redis but state.url is missing: give the server, like url: redis://host:6379');
    expect(() => coerceState({ store: 'memory', url: 'redis://u:secret@h:1' })).toThrow('state.store is memory but state.url names a Redis server (redis://u:***@h:1): say store: redis, or drop the url');
    expect(() => coerceState({ store: 'etcd' })).toThrow('state.store must be memory or redis (got "etcd")');
    expect(() => coerceState('http://h:1')).toThrow('state.url must use redis:// or rediss:// (got http://)');
    expect(() => coerceState('not a url')).toThrow('state.url must be memory or a URL like redis://host:6379 (got "not a url")');
    expect(() => coerceState({ ttl: 3 })).toThrow('state has no member "ttl"; known members: store, url, key_prefix, secret_file, max_shared_output_bytes, max_shared_bytes, timeout_ms');
    expect(() => coerceState({ timeout_ms: 5 })).toThrow('state.timeout_ms must be a whole number from 100 to 120000 (got 5)');
    expect(() => coerceState({ key_prefix: 'a b' })).toThrow('state.key_prefix must be 1 to 64 letters, digits or : _ . - { } (got "a b")');
    expect(() => coerceState([1])).toThrow('state must be a mapping of store, url, key_prefix, secret_file, max_shared_output_bytes, max_shared_bytes, timeout_ms, or a URL (memory, redis://host:6379)');
    expect(() => coerceState({ max_shared_bytes: 1_048_576, max_shared_output_bytes: 2_097_152 })).toThrow('state.max_shared_output_bytes (2097152) must not exceed state.max_shared_bytes (1048576)');
  });

  it('hides a password in a URL', () => {
    expect(redactUrl('redis://svc:hunter2@cache:6379/0')).toBe('redis://svc:***@cache:6379/0');
    expect(redactUrl('redis://:hunter2@cache:6379')).toBe('redis://:***@cache:6379');
    expect(redactUrl('redis://cache:6379')).toBe('redis://cache:6379');
  });
});

describe('state in the config file', () => {
  it('names the file and the line of the member at fault', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-state-config-'));
    const file = join(home, 'config.yaml');
    await writeFile(file, 'log_level: info\nstate:\n  store: redis\n  # the shared server\n  url: ftp://cache:21\n');
    await expect(readConfigFile(file, { HOME: home })).rejects.toThrow(`Config file ${file} line 5: state.url must use redis:// or rediss:// (got ftp://).`);
    await writeFile(file, 'state:\n  store: redis\n');
    await expect(readConfigFile(file, { HOME: home })).rejects.toThrow(`Config file ${file} line 1: state.store is redis but state.url is missing`);
  });

  it('comes from the file, SVC_STATE and the --state override; secret_file expands ~; --show hides the password', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-state-config-'));
    const file = join(home, 'config.yaml');
    await writeFile(file, 'state:\n  url: redis://svc:pw@cache:6379\n  secret_file: ~/keys/state.key\n');
    const fromFile = await loadConfig({ env: { HOME: home }, configPath: file });
    expect(fromFile.state).toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'redis://svc:pw@cache:6379', secret_file: join(home, 'keys/state.key') });
    expect(configToYaml(fromFile)).toContain('url: redis://svc:***@cache:6379');
    expect(configToYaml(fromFile)).not.toContain(':pw@');
    const fromEnv = await loadConfig({ env: { HOME: home, SVC_STATE: 'memory' }, configPath: join(home, 'none.yaml') });
    expect(fromEnv.state).toEqual(DEFAULT_STATE);
    const fromFlag = await loadConfig({ env: { HOME: home }, configPath: join(home, 'none.yaml'), overrides: { state: 'redis://127.0.0.1:7000' as never } });
    expect(fromFlag.state).toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'redis://127.0.0.1:7000' });
    // The flag moves the store; the file's other state settings stay.
    const both = await loadConfig({ env: { HOME: home }, configPath: file, overrides: { state: 'redis://10.0.0.9:6379' as never } });
    expect(both.state).toEqual({ ...DEFAULT_STATE, store: 'redis', url: 'redis://10.0.0.9:6379', secret_file: join(home, 'keys/state.key') });
    const toMemory = await loadConfig({ env: { HOME: home, SVC_STATE: 'memory' }, configPath: file });
    expect(toMemory.state).toEqual({ ...DEFAULT_STATE, secret_file: join(home, 'keys/state.key') });
  });
});
