import type { CrmAddress } from './property';

export interface Project extends CrmAddress {
  /** Not listed by the spec but needed for the project's route. */
  ID: number;
  /** Whether the address may be shown. */
  PublicAddress: boolean;
}
