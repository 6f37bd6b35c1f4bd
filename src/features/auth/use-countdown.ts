import { useEffect, useState } from "react";

const secondsUntil = (until: number | null) => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 when passed or null. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null) return;
    const timer = window.setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
