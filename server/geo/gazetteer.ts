// The shape of a city's gazetteer (gazetteer-*.ts), apart from the geocoder that reads it, so the
// data files and the geocoder do not import each other.
import type { Localized } from "../../src/domain/localized";

/** [latitude, longitude]: the order a map app shows and a person copies them in. */
export type LatLon = readonly [number, number];

/** A street (polyline) or a place (square, bazaar, metro station…), named in every language. */
export type GazetteerEntry = Localized & ({ path: readonly LatLon[]; houses?: readonly GazetteerHouse[] } | { at: LatLon });

/** A numbered house on a street, where a customer's pin may land on its door. */
export interface GazetteerHouse {
  number: string;
  at: LatLon;
}

export interface GazetteerDistrict extends Localized {
  /** Reference points inside the district; a point belongs to the district of the nearest one. */
  anchors: readonly LatLon[];
}

export interface CityGazetteer {
  /** The demo chain's region (GET /api/regions) this city is, so a search can keep to one city. */
  regionId?: number;
  name: Localized;
  centre: LatLon;
  districts: readonly GazetteerDistrict[];
  features: readonly GazetteerEntry[];
}
