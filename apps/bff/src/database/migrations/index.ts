// Listed explicitly (not globbed) so the same list works under swc-node, jest
// and any bundler. Append new migrations at the end; never edit a merged one.
import { InitialSchema1763840000000 } from './1763840000000-InitialSchema';

export const migrations = [InitialSchema1763840000000];
