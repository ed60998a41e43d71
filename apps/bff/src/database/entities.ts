import { PropertyEntity } from '../properties/property.entity';
import { SyncRunEntity } from '../sync-runs/sync-run.entity';

/** Every table the BFF owns; the migrations must match these exactly (see the schema test). */
export const entities = [PropertyEntity, SyncRunEntity];
