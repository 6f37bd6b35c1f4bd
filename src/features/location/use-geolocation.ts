// "My location": the browser's position once, or a toast saying why there is none (the pin stays).
import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { toast } from "../../lib/toast";
import type { LonLat } from "../../domain/zones";

export function useGeolocation(onLocated: (point: LonLat) => void) {
  const { t } = useLingui();
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      toast.error(t`Your device cannot tell where you are. Tap the map instead.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated([position.coords.longitude, position.coords.latitude]);
      },
      (error) => {
        setLocating(false);
        toast.error(
          error.code === error.PERMISSION_DENIED
            ? t`Access to your location was refused. Tap the map instead.`
            : t`Your location is not available right now. Tap the map instead.`,
        );
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [onLocated, t]);
  return { locate, locating };
}
