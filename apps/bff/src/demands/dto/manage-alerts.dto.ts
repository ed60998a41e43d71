import { z } from 'zod';

export {
  ZAlertCriteriaBodySchema,
  ZAlertDeletedSchema,
  ZAlertFrequencyBodySchema,
  ZAlertPauseBodySchema,
  ZManageAlertsTokenSchema,
  ZManagedAlertsSchema,
} from '@immo/domain';

/** The alert a change is about: one of the link's address's demands (the service checks which). */
export const ZAlertIdSchema = z.string().uuid('required');
