import { Logger as NestLogger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger, LoggerModule } from 'nestjs-pino';
import { Writable } from 'node:stream';
import { JobLogContext } from './job-log-context';

describe(JobLogContext.name, () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  let context: JobLogContext;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [LoggerModule.forRoot({ pinoHttp: [{ level: 'info' }, stream] })],
      providers: [JobLogContext],
    }).compile();
    NestLogger.overrideLogger(moduleRef.get(Logger));
    context = moduleRef.get(JobLogContext);
  });

  afterAll(() => NestLogger.overrideLogger(['error', 'warn']));

  it("puts the queuing request's id on every line the job logs, and only there", async () => {
    const logger = new NestLogger('MailProcessor');
    await context.run('web-abc-123', async () => {
      await Promise.resolve();
      logger.log('Mail sent');
    });
    logger.log('Relay ran');
    expect(lines.find((line) => line['msg'] === 'Mail sent')).toMatchObject({
      requestId: 'web-abc-123',
      context: 'MailProcessor',
      level: 30,
    });
    expect(lines.find((line) => line['msg'] === 'Relay ran')).not.toHaveProperty('requestId');
  });

  it('runs the work as it is without a request id (a relayed mail) or without the JSON logger', async () => {
    await expect(context.run(undefined, () => Promise.resolve(42))).resolves.toBe(42);
    await expect(new JobLogContext().run('web-1', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
