import { EventEmitter } from 'node:events';
import { RedisConnectionLog } from './redis-connection-log';

describe(RedisConnectionLog.name, () => {
  function setUp() {
    const lines: string[] = [];
    let now = 0;
    const logger = {
      warn: (line: string) => void lines.push(`warn ${line}`),
      log: (line: string) => void lines.push(`log ${line}`),
    };
    const log = new RedisConnectionLog(logger, 'the queues', () => now);
    const client = new EventEmitter();
    log.watch(client);
    return { lines, client, at: (seconds: number) => (now = seconds * 1000) };
  }

  it('writes the first failure, stays quiet while attempts fail every second, and writes one line when Redis is back', () => {
    const { lines, client, at } = setUp();
    for (let second = 0; second < 100; second += 1) {
      at(second);
      client.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6399'));
    }
    at(100);
    client.emit('ready');
    client.emit('ready');
    expect(lines).toEqual([
      'warn Redis unreachable for the queues: connect ECONNREFUSED 127.0.0.1:6399 (1 failed attempt since 1970-01-01T00:00:00.000Z; retrying at most every 30 s)',
      'warn Redis unreachable for the queues: connect ECONNREFUSED 127.0.0.1:6399 (31 failed attempts since 1970-01-01T00:00:00.000Z; retrying at most every 30 s)',
      'warn Redis unreachable for the queues: connect ECONNREFUSED 127.0.0.1:6399 (91 failed attempts since 1970-01-01T00:00:00.000Z; retrying at most every 30 s)',
      'log Redis reachable again for the queues after 100 s and 100 failed attempts',
    ]);
  });

  it('says nothing on a first connection, and starts afresh after a reconnection', () => {
    const { lines, client, at } = setUp();
    client.emit('ready');
    at(10);
    client.emit('error', new Error('read ECONNRESET'));
    client.emit('ready');
    at(20);
    client.emit('error', new Error('read ECONNRESET'));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^warn .*\(1 failed attempt since 1970-01-01T00:00:20.000Z/);
  });
});
