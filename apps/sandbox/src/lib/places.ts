/**
 * Countries, states and cities from the `country-state-city` dataset (pinned
 * version). The dataset has no numeric ids, so a state's id is its 1-based
 * position in the dataset's state list and a city's id its position in the
 * city list: stable for the pinned version. Cities (about 150,000) are loaded
 * on first use and served one state at a time.
 */
import { City, Country, State } from "country-state-city";

export interface PlaceCountry {
  code: string;
  name: string;
  phone_code: string;
}

export interface PlaceState {
  id: number;
  name: string;
  country_code: string;
}

export interface PlaceCity {
  id: number;
  name: string;
  state_id: number;
}

let countries: PlaceCountry[] | undefined;
let states: (PlaceState & { isoCode: string })[] | undefined;
let cities: Map<number, PlaceCity[]> | undefined;
let cityState: Map<number, number> | undefined;

/** `+49` from the dataset's `49`, `+1-684`, `+44-1481` (the country calling code before any area code). */
function callingCode(raw: string): string {
  const digits = /\d+/.exec(raw)?.[0] ?? "";
  return `+${digits}`;
}

/** Every country, by name. */
export function listCountries(): PlaceCountry[] {
  countries ??= Country.getAllCountries()
    .map((country) => ({
      code: country.isoCode,
      name: country.name,
      phone_code: callingCode(country.phonecode),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countries;
}

function allStates() {
  states ??= State.getAllStates().map((state, index) => ({
    id: index + 1,
    name: state.name,
    country_code: state.countryCode,
    isoCode: state.isoCode,
  }));
  return states;
}

/** The states of a country, by name (empty for an unknown country). */
export function listStates(countryCode: string): PlaceState[] {
  return allStates()
    .filter((state) => state.country_code === countryCode)
    .map(({ id, name, country_code }) => ({ id, name, country_code }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One state by id. */
export function findState(id: number): PlaceState | undefined {
  const state = allStates()[id - 1];
  return state ? { id: state.id, name: state.name, country_code: state.country_code } : undefined;
}

function loadCities(): Map<number, PlaceCity[]> {
  if (cities) return cities;
  const stateIds = new Map(
    allStates().map((state) => [`${state.country_code}|${state.isoCode}`, state.id]),
  );
  cities = new Map();
  cityState = new Map();
  City.getAllCities().forEach((city, index) => {
    const stateId = stateIds.get(`${city.countryCode}|${city.stateCode}`);
    if (stateId === undefined) return;
    const entry = { id: index + 1, name: city.name, state_id: stateId };
    const list = cities!.get(stateId) ?? [];
    list.push(entry);
    cities!.set(stateId, list);
    cityState!.set(entry.id, stateId);
  });
  for (const list of cities.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return cities;
}

/** The cities of a state, by name (empty for an unknown state). */
export function listCities(stateId: number): PlaceCity[] {
  return loadCities().get(stateId) ?? [];
}

/** The state a city belongs to. */
export function stateOfCity(cityId: number): number | undefined {
  loadCities();
  return cityState!.get(cityId);
}
