// Where a property's pin goes. The CRM's exact position would give away an
// address the agency chose not to publish, so such a pin is rounded.

export interface MapPosition {
  lat: number;
  lng: number;
}

/** 0.01° is about 1.1 km north-south and 0.7 km east-west in Belgium: the street cannot be read off the pin. */
export const APPROXIMATE_POSITION_DECIMALS = 2;

export interface PublicMapPosition {
  position: MapPosition;
  /** True when the pin was moved to hide an unpublished address. */
  approximate: boolean;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The position a visitor may see, or null when the CRM has none. */
export function publicMapPosition(
  latitude: number | null,
  longitude: number | null,
  publishAddress: boolean,
): PublicMapPosition | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (publishAddress) return { position: { lat: latitude, lng: longitude }, approximate: false };
  return {
    position: {
      lat: round(latitude, APPROXIMATE_POSITION_DECIMALS),
      lng: round(longitude, APPROXIMATE_POSITION_DECIMALS),
    },
    approximate: true,
  };
}
