// Where the courier's device is: inside Telegram, Telegram's location manager (the SDK, loaded
// only inside Telegram and only when a position is first wanted); on the web, the browser's
// geolocation. Each read asks for a fresh position; a refusal or a device without one is said.
export interface Position {
  latitude: number;
  longitude: number;
}

export type PositionProblem = "denied" | "unavailable";

export class PositionError extends Error {
  constructor(readonly problem: PositionProblem) {
    super(`position ${problem}`);
  }
}

export type ReadPosition = () => Promise<Position>;

/** The SDK started (src/lib/telegram/sdk-start.ts marks the page). */
const inTelegram = () => document.documentElement.classList.contains("tg");

async function telegramReader(): Promise<ReadPosition | null> {
  const { locationManager } = await import("@telegram-apps/sdk-react");
  if (!locationManager.isSupported() || !locationManager.mount.isAvailable()) return null;
  await locationManager.mount();
  return async () => {
    if (!locationManager.requestLocation.isAvailable()) throw new PositionError("unavailable");
    const data = (await locationManager.requestLocation()) as { latitude?: number; longitude?: number } | null;
    if (!data || typeof data.latitude !== "number" || typeof data.longitude !== "number") throw new PositionError("denied");
    return { latitude: data.latitude, longitude: data.longitude };
  };
}

function browserReader(): ReadPosition | null {
  if (!("geolocation" in navigator)) return null;
  return () =>
    new Promise((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
        (err) => reject(new PositionError(err.code === err.PERMISSION_DENIED ? "denied" : "unavailable")),
        { enableHighAccuracy: true, maximumAge: 5_000, timeout: 12_000 },
      ),
    );
}

/** The device's way to read a position; null when it has none. */
export async function positionReader(): Promise<ReadPosition | null> {
  if (inTelegram()) {
    try {
      const telegram = await telegramReader();
      if (telegram) return telegram;
    } catch (err) {
      console.warn("Telegram's location manager is unavailable; using the browser's", err);
    }
  }
  return browserReader();
}
