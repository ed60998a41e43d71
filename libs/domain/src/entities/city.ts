export interface CityEntry {
  Name: string;
  Zip: string;
  CountryID: number;
  CountryName: string;
  PropertyCount: number;
  language: string;
  countSaleProperty: number;
  countRentProperty: number;
}

export interface CityListResponse {
  all: CityEntry[];
  sale: CityEntry[];
  rent: CityEntry[];
  // Always empty in the CRM's response; typed so that filling them is a
  // deliberate change rather than an accident.
  projects: [];
  neighbourhoods: [];
}
