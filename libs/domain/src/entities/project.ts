export interface Project {
  /** Not listed by the spec but needed for the project's route. */
  ID: number;
  /** Whether the address may be shown. */
  PublicAddress: boolean;
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string;
  City: string;
  CountryID: number;
  CountryName: string;
}
