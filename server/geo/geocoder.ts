// Reverse geocoding: a point a customer picked on the map → the address line they recognise.
// By default the server answers from the embedded gazetteer (offline, deterministic, free); in
// production it can ask a Nominatim server instead, behind the same interface. This module is
// the interface only; create-geocoder.ts picks an implementation (the two import this one).
import type { Locale } from "../../src/domain/locales";
import type { LonLat } from "../../src/domain/zones";

export interface ReverseResult {
  /** One line to show, most specific part first: "Bunyodkor Avenue, Chilanzar, Tashkent". */
  address: string;
  /** The street, square or landmark nearest to the point; null when none is near enough. */
  street: string | null;
  /** City district (or, in cities without official districts, the well-known part of town). */
  district: string | null;
  city: string | null;
  /** The house number at the point ("16"), when the data knows one; `address` then carries it. */
  house: string | null;
  /**
   * How far the point is from the thing `address` names first (the street, else the district's
   * or city's reference point), so a client can tell "on Navoi Street" from "somewhere near it".
   */
  distanceMeters: number;
}

export interface Geocoder {
  /**
   * The address of a point, in the customer's language. null: nothing is known there (outside
   * every city we serve). Throws GeocoderUnavailable when the provider cannot answer now.
   */
  reverse(latitude: number, longitude: number, locale: Locale): Promise<ReverseResult | null>;
  /**
   * Addresses matching what a customer typed, best first, in the customer's language; the
   * region's city first when `regionId` names one the geocoder knows. Throws GeocoderUnavailable too.
   */
  search(query: string, locale: Locale, options: SearchOptions): Promise<SearchResult[]>;
}

export interface SearchOptions {
  regionId?: number;
  limit: number;
  /** Delivery zones, rings of [longitude, latitude]: a street's pin goes inside one when the street crosses it. */
  areas?: readonly (readonly LonLat[])[];
}

/** One match of a search: its address line and a point to put the pin on. */
export interface SearchResult {
  address: string;
  longitude: number;
  latitude: number;
  /** The street the result is on (null for a place, district or city). */
  street: string | null;
  /** The house at the point, when the typed number named one the geocoder knows. */
  house: string | null;
  /** The chain's region (city) the point is in, when known. */
  regionId: number | null;
}

/** The provider failed (down, slow, answered garbage): a 503 for the caller, worth a retry later. */
export class GeocoderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GeocoderUnavailable";
  }
}

/** Great-circle distance in metres (mean Earth radius; well within a metre at city scale). */
export function haversineMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
