import { type Job, UnrecoverableError } from 'bullmq';
import type { z } from 'zod';

/** A job's payload checked with its schema; a payload no retry can fix fails the job for good. */
export function parseJobPayload<S extends z.ZodType>(schema: S, job: Job): z.output<S> {
  const payload = schema.safeParse(job.data);
  if (!payload.success) {
    throw new UnrecoverableError(
      `Invalid ${job.name} payload: ${payload.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return payload.data;
}
