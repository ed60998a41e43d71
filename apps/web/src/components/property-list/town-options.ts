// The filter form's towns (TownsField): the city list of the goal, one option per postal code.
import { cityFilterValue, type CityEntry, type CityFilter } from '@immo/domain';

export interface TownOption {
  value: string;
  label: string;
  names: string[];
  checked: boolean;
}

/**
 * One option per postal code (its towns' names together), as the map search's
 * town: its value is the code, so the URL says `city=1000&city=1050`. A town
 * the URL names that the list lacks (no property of this goal there now) is
 * still shown, ticked, so sending the form again keeps it.
 */
export function townOptions(cities: readonly CityEntry[], chosen: readonly CityFilter[]): TownOption[] {
  const byZip = new Map<string, string[]>();
  for (const city of cities) byZip.set(city.Zip, [...(byZip.get(city.Zip) ?? []), city.Name]);
  const isChosen = (zip: string) => chosen.some((city) => city.zip === zip);
  const options = [...byZip].map(([zip, names]) => ({
    value: zip,
    label: `${zip} ${names.join(', ')}`,
    names,
    checked: isChosen(zip),
  }));
  const others = chosen
    .filter((city) => !byZip.has(city.zip))
    .map((city) => ({
      value: cityFilterValue(city),
      label: city.name === null ? city.zip : `${city.zip} ${city.name}`,
      names: [city.name ?? city.zip],
      checked: true,
    }));
  return [...others, ...options];
}
