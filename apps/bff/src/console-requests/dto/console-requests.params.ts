import { z } from 'zod';

/** A lead's or a testimonial's id in the path. */
export const ZRequestIdSchema = z.string().uuid();
