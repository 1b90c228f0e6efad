// --backend values: "local", a redis:// URL with host, port and db (and credentials) as ioredis and BullMQ get them,
// and anything else refused with what a good value looks like.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BenchInputError } from '../errors.ts';
import { parseBackend, redisOptions } from './backend.ts';

test('--backend takes local or a redis URL and refuses the rest with an example', () => {
  assert.deepEqual(parseBackend('local', '--backend'), { kind: 'local' });
  assert.deepEqual(parseBackend('redis://127.0.0.1:6390/2', '--backend'), {
    kind: 'redis',
    url: 'redis://127.0.0.1:6390/2',
  });
  for (const bad of ['redis', 'http://127.0.0.1:6379', 'redis://host:6379/zero', ''])
    assert.throws(
      () => parseBackend(bad, '--backend'),
      (e: unknown) => e instanceof BenchInputError && /use "local" or redis:\/\/host:port\/db/.test(e.message),
      bad,
    );
});

test('a redis URL becomes connection options that reconnect for ever with a capped pause', () => {
  const o = redisOptions('redis://bench:s%40cret@redis.lan:6390/3');
  assert.deepEqual(
    { host: o.host, port: o.port, db: o.db, username: o.username, password: o.password },
    { host: 'redis.lan', port: 6390, db: 3, username: 'bench', password: 's@cret' },
  );
  assert.equal(o.maxRetriesPerRequest, null);
  assert.equal(o.retryStrategy(1), 200);
  assert.equal(o.retryStrategy(100), 2_000);
  assert.deepEqual([redisOptions('redis://h').port, redisOptions('redis://h').db], [6379, 0]);
});
