// CRM shapes as the export delivers them (spec §3): PascalCase names stop at
// the importer, see api/property-dto.ts for what the BFF serves.

/** The address fields every CRM record with a location carries. */
export interface CrmAddress {
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Zip: string;
  City: string;
  CountryID: number;
  CountryName: string;
}

export interface Property extends CrmAddress {
  ID: number;
  WebID: number;
  Name: string;
  Price: number | null;
  PublishPrice: boolean;
  PriceUnit: number | null;
  PriceUnitText: string | null;
  Marquee: number;
  MarqueeName: string | null;
  PublishAddress: boolean;
  EPCLabelText: string | null;
  EnergyPerformance: number | null;
  language: string;
}

export interface SmallPictureItem {
  Url: string;
  Width: number;
  Height: number;
  ID: number;
  Name: string;
}

export interface PropertyListItem {
  ID: number;
  /** 0 = for sale, any other value = for rent (the sample data uses 1). */
  Goal: number;
  City: string;
  Zip: string;
  /** The property's title. */
  TypeDescription: string;
  WebID: number;
  /** Comma-separated type ids, e.g. `"1,4"`; see `parseWebIds`. */
  WebIDs: string;
  MainTypeName: string;
  language: string;
  /** Reference shown to visitors: V-… for sale, L-… for rent. */
  RecordFile: string;
  /** Banner code: 0 none, 3 sold, 4 rented. */
  Marquee: number;
  SmallPictureItem: SmallPictureItem | null;
}
