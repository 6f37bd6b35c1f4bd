// The current time for "open now", refreshed every minute while the sheet is open. (features/order
// has the same for its slots; a feature does not import from it, order imports location.)
import { useEffect, useState } from "react";

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
