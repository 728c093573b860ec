import { describe, expect, it } from 'vitest';
import { parseOutputUri } from './output-uri.js';

const ID = 'Ab_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL'.slice(0, 52);

describe('parseOutputUri', () => {
  it('reads the handle, the stream and an optional byte range', () => {
    expect(parseOutputUri(`svc://output/${ID}/stdout`)).toEqual({ id: ID, stream: 'stdout', offset: 0 });
    expect(parseOutputUri(`svc://output/${ID}/stderr?offset=10`)).toEqual({ id: ID, stream: 'stderr', offset: 10 });
    expect(parseOutputUri(`svc://output/${ID}/stdout?offset=100&length=50`)).toEqual({ id: ID, stream: 'stdout', offset: 100, length: 50 });
    expect(parseOutputUri(`svc://output/${ID}/stdout?length=5`)).toEqual({ id: ID, stream: 'stdout', offset: 0, length: 5 });
  });

  it('refuses traversal, escapes, other streams, other parameters and repeated ones', () => {
    for (const uri of [
      `svc://output/../../etc/passwd/stdout`,
      `svc://output/${ID}/../stdout`,
      `svc://output/%2e%2e%2f${ID.slice(9)}/stdout`,
      `svc://output/${ID.slice(0, 22)}/stdout`,
      `svc://output/${ID}/stdin`,
      `svc://output/${ID}x/stdout`,
      `svc://output/${ID}/stdout?offset=-1`,
      `svc://output/${ID}/stdout?offset=1&offset=2`,
      `svc://output/${ID}/stdout?path=/etc/passwd`,
      `svc://output/${ID}/stdout?offset=1e3`,
      `file:///etc/passwd`,
      `svc://output/${ID}/stdout#x`,
      `svc://output/${ID}/stdout?offset=99999999999999999`,
    ]) expect(parseOutputUri(uri), uri).toBeUndefined();
  });
});
