import { WriteBehind } from './import-steps';

/** A write that ends when the test says so. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { open, fail, done };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBehind', () => {
  it('runs the writes one after the other, in order, and lets `depth` of them wait before the caller waits', async () => {
    const writes = new WriteBehind(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    const write = (index: number) => () => {
      started.push(index);
      return gates[index]!.done;
    };
    await writes.queue(write(0));
    await writes.queue(write(1));
    await settle();
    // The second waits for the first: one connection, one statement at a time.
    expect(started).toEqual([0]);

    let thirdQueued = false;
    const third = writes.queue(write(2)).then(() => (thirdQueued = true));
    await settle();
    expect(thirdQueued).toBe(false);

    gates[0]!.open();
    await third;
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    gates[2]!.open();
    await writes.drain();
    expect(started).toEqual([0, 1, 2]);
  });

  it('throws a failed write at the next queue or drain, and runs none of the writes queued after it', async () => {
    const writes = new WriteBehind(3);
    const first = gate();
    const ran: string[] = [];
    await writes.queue(() => first.done);
    await writes.queue(async () => {
      ran.push('second');
    });
    first.fail(new Error('connection lost'));
    await expect(writes.drain()).rejects.toThrow('connection lost');
    expect(ran).toEqual([]);
  });
});
