// The distributed bench's ground (issue 18): the tests' own redis-server starts on loopback (installed from Debian
// when missing), BullMQ enqueues by deterministic job id (a second enqueue is a no-op), and a queued job survives a
// hard restart of Redis and is then processed — the behaviour the bench's redis backend relies on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Queue, Worker } from 'bullmq';
import { startRedisServer } from './support/redis-server.ts';

test('a loopback redis-server keeps a BullMQ job, enqueued twice by id, across a kill and restart', {
  timeout: 300_000,
}, async () => {
  const redis = await startRedisServer();
  const connection = { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null };
  const queue = new Queue('ground', { connection });
  try {
    assert.match(redis.url, /^redis:\/\/127\.0\.0\.1:\d+\/0$/);
    await queue.add('sample', { n: 21 }, { jobId: 'task-1:system-a:0' });
    await queue.add('sample', { n: 21 }, { jobId: 'task-1:system-a:0' });
    assert.equal((await queue.getJobCounts('waiting')).waiting, 1, 'the same job id is enqueued once');
    await redis.kill();
    await redis.restart();
    assert.equal((await queue.getJobCounts('waiting')).waiting, 1, 'the job is still queued after a restart');
    const worker = new Worker('ground', async (job) => (job.data as { n: number }).n * 2, { connection });
    try {
      const [job, value] = await new Promise<[{ id?: string | undefined }, unknown]>((resolve) =>
        worker.once('completed', (done, result) => resolve([done, result])),
      );
      assert.deepEqual([job.id, value], ['task-1:system-a:0', 42]);
    } finally {
      await worker.close();
    }
  } finally {
    await queue.close();
    await redis.stop();
  }
});
