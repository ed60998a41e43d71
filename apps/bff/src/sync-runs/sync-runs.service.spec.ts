import type { Job, Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import type { SyncRunEntity } from '@immo/db';
import { SyncRunException } from './sync-run.exception';
import { SyncRunsService } from './sync-runs.service';

/** The queue as the service uses it: its connection, and add. */
function fakeQueue(client: Promise<{ status: string }>, add: () => Promise<Partial<Job>>) {
  const added: unknown[] = [];
  const queue = { getBackend: () => ({ client }), add: (...args: unknown[]) => (added.push(args), add()) };
  return { queue: queue as unknown as Queue, added };
}

const never = <T>() => new Promise<T>(() => undefined);

async function startWith(queue: Queue): Promise<{ error: unknown; ms: number }> {
  const service = new SyncRunsService({} as Repository<SyncRunEntity>, queue);
  const started = Date.now();
  const error = await service.start({ full: false }).then(
    () => null,
    (reason: unknown) => reason,
  );
  return { error, ms: Date.now() - started };
}

describe(SyncRunsService.name, () => {
  it('queues the import when Redis answers', async () => {
    const { queue, added } = fakeQueue(Promise.resolve({ status: 'ready' }), () => Promise.resolve({ id: '7' }));
    await expect(new SyncRunsService({} as Repository<SyncRunEntity>, queue).start({ full: true })).resolves.toEqual({
      jobId: '7',
      full: true,
    });
    expect(added).toHaveLength(1);
  });

  it('answers QUEUE_UNAVAILABLE at once while the connection is being re-established, queuing nothing', async () => {
    const { queue, added } = fakeQueue(Promise.resolve({ status: 'reconnecting' }), () => Promise.resolve({ id: '7' }));
    const { error, ms } = await startWith(queue);
    expect(error).toBeInstanceOf(SyncRunException);
    expect(error).toMatchObject({ code: 'QUEUE_UNAVAILABLE' });
    expect(ms).toBeLessThan(500);
    expect(added).toHaveLength(0);
  });

  it('answers QUEUE_UNAVAILABLE within seconds when Redis was never reached, and never queues the job later', async () => {
    const { queue, added } = fakeQueue(never(), () => Promise.resolve({ id: '7' }));
    const { error, ms } = await startWith(queue);
    expect(error).toMatchObject({ code: 'QUEUE_UNAVAILABLE' });
    expect(ms).toBeLessThan(3_000);
    expect(added).toHaveLength(0);
  });

  it('answers QUEUE_UNAVAILABLE within seconds when Redis takes the call but never answers', async () => {
    const { queue } = fakeQueue(Promise.resolve({ status: 'ready' }), never);
    const { error, ms } = await startWith(queue);
    expect(error).toMatchObject({ code: 'QUEUE_UNAVAILABLE' });
    expect(ms).toBeLessThan(3_000);
  });
});
