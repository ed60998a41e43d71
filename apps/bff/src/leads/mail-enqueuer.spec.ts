import { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MailEnqueuer } from './mail-enqueuer';

type Bulk = { name: string; data: { outboxId: string }; opts: { jobId?: string } }[];

function fakeQueue(status: string, addBulk: (jobs: Bulk) => Promise<unknown> = () => Promise.resolve([])) {
  const calls: Bulk[] = [];
  const queue = {
    getBackend: () => ({ client: Promise.resolve({ status }) }),
    addBulk: (jobs: Bulk) => {
      calls.push(jobs);
      return addBulk(jobs);
    },
  };
  return { queue: queue as unknown as Queue, calls };
}

describe('MailEnqueuer', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('sends the rows asked for in one turn of the event loop in one call to Redis, each job named by its row', async () => {
    const { queue, calls } = fakeQueue('ready');
    const enqueuer = new MailEnqueuer(queue);
    const outcomes = await Promise.all([enqueuer.enqueue(['a', 'b']), enqueuer.enqueue(['c'])]);
    expect(outcomes).toEqual(['queued', 'queued']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.map((job) => [job.data.outboxId, job.opts.jobId])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ]);
    // A later turn is a batch of its own.
    await enqueuer.enqueue(['d']);
    expect(calls).toHaveLength(2);
  });

  it('answers deferred to every caller of the batch when Redis is away, and queues again once it is back', async () => {
    let fail = true;
    const { queue, calls } = fakeQueue('ready', () =>
      fail ? Promise.reject(new Error('Connection is closed.')) : Promise.resolve([]),
    );
    const enqueuer = new MailEnqueuer(queue);
    expect(await Promise.all([enqueuer.enqueue(['a']), enqueuer.enqueue(['b'])])).toEqual(['deferred', 'deferred']);
    fail = false;
    expect(await enqueuer.enqueue(['c'])).toBe('queued');
    expect(calls).toHaveLength(2);
  });

  it('does not call Redis for no rows, nor while its connection is not ready', async () => {
    const { queue, calls } = fakeQueue('reconnecting');
    const enqueuer = new MailEnqueuer(queue);
    expect(await enqueuer.enqueue([])).toBe('queued');
    expect(await enqueuer.enqueue(['a'])).toBe('deferred');
    expect(calls).toHaveLength(0);
  });
});
