// The beacon's body and the console's answer, declared once in @immo/domain.
import { ZWebVitalsBeaconSchema, ZWebVitalsReportSchema } from '@immo/domain';
import { z } from 'zod';
import { responseSchema } from '../../common/response-schema';

export { type TWebVitalsBeacon, type WebVitalsReport } from '@immo/domain';

/**
 * The beacon as it arrives: sendBeacon can only send a CORS-safelisted type
 * without a preflight (Chromium refuses a JSON Blob), so the JSON comes as
 * text/plain, which Fastify hands over as a string; a JSON body is taken too.
 */
export const ZWebVitalsBeaconBodySchema = z.preprocess((body) => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body; // refused by the schema, as any other junk
  }
}, ZWebVitalsBeaconSchema);

export const WebVitalsReportResponse = responseSchema('WebVitalsReportResponse', ZWebVitalsReportSchema);
