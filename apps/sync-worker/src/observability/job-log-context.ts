import { Injectable, Optional } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';

/**
 * Runs a job's work with every Nest Logger line in it carrying the id of the
 * request that queued it (the BFF's x-request-id), as nestjs-pino does for a
 * request: its Logger writes through the logger of the current async context.
 * Without the JSON logger (a test module without it) the work just runs.
 */
@Injectable()
export class JobLogContext {
  constructor(@Optional() private readonly pino?: PinoLogger) {}

  run<T>(requestId: string | undefined, work: () => Promise<T>): Promise<T> {
    if (!requestId || !this.pino) return work();
    return storage.run(new Store(this.pino.logger.child({ requestId })), work);
  }
}
