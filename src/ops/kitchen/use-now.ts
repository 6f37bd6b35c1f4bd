// The time now, renewed every `everyMs` (a tile's timer ticks without the screen reloading).
import { useEffect, useState } from "react";

export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "4:05" (minutes:seconds), "1:02:05" past an hour; never negative. */
export function elapsed(sinceIso: string, now: number): string {
  const total = Math.max(0, Math.floor((now - Date.parse(sinceIso)) / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
