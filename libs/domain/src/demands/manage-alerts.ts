// What the visitor's own alerts page (no account, a signed link) reads and
// sends: the confirmed demands of one address, and the changes it may make.
import { z } from 'zod';
import { ZLeadNamesSchema } from '../console/console-requests';
import { ENERGY_FILTER_LABELS } from '../energy/energy-filter';
import { DEMAND_FREQUENCIES, ZDemandCriteriaSchema, ZDemandRegisterSchema } from '../forms/demand-register';
import { GOALS } from '../forms/fields';
import { locales } from '../locale';
import { PROPERTY_FEATURES } from '../property/property-features';

/** A manage link's token: `alerts-<demand id>-<HMAC>` (subscription-token.ts); only its shape is checked here. */
export const ZManageAlertsTokenSchema = z
  .string()
  .trim()
  .regex(/^alerts-[0-9a-f-]{36}-[A-Za-z0-9_-]{20,100}$/, 'required');

export const ZManagedAlertSchema = z.object({
  id: z.string().uuid(),
  goal: z.enum(GOALS),
  propertyTypes: z.array(z.number().int()),
  zones: z.array(z.string()),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  bedroomsMin: z.number().int().nullable(),
  livingAreaMin: z.number().int().nullable(),
  livingAreaMax: z.number().int().nullable(),
  maxEnergy: z.enum(ENERGY_FILTER_LABELS).nullable(),
  features: z.array(z.enum(PROPERTY_FEATURES)),
  frequency: z.enum(DEMAND_FREQUENCIES),
  /** Paused alerts are matched against nothing and mailed nothing until resumed. */
  paused: z.boolean(),
  confirmedAt: z.string().nullable(),
});
export type ManagedAlert = z.infer<typeof ZManagedAlertSchema>;

export const ZManagedAlertsSchema = z.object({
  /** The language the alerts were asked in (the page's, when the visitor opened the link without one). */
  locale: z.enum(locales),
  alerts: z.array(ZManagedAlertSchema),
  /** What the alerts' type ids and communes read as (the demand register's presentation). */
  names: ZLeadNamesSchema,
});
export type ManagedAlerts = z.infer<typeof ZManagedAlertsSchema>;

/** A new frequency: the demand register's own field, so the same words and the same refusal. */
export const ZAlertFrequencyBodySchema = z.object({ frequency: ZDemandRegisterSchema.shape.frequency });

/** New criteria: the demand register's own fields and rules (ZDemandCriteriaSchema), so the same words and refusals. */
export const ZAlertCriteriaBodySchema = ZDemandCriteriaSchema;

export const ZAlertPauseBodySchema = z.object({ paused: z.boolean() });

/** After a delete: the link to keep using (the deleted alert's link dies with it), or null when none is left. */
export const ZAlertDeletedSchema = z.object({ token: z.string().nullable() });
export type AlertDeleted = z.infer<typeof ZAlertDeletedSchema>;
