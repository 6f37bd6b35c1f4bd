import { useEffect, useState } from "react";

/** The current time, refreshed every `everyMs` (docs/product-rules.md §8: the slot clock refreshes every 60 s). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
