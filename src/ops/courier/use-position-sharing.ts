// While the courier has orders on the way, their position is sent for each of them at once and
// then every 15 s (LOCATION_EVERY_MS); it stops when none is left (delivered, or reassigned).
import { useEffect, useRef, useState } from "react";
import { LOCATION_EVERY_MS } from "../../domain/courier";
import { PositionError, positionReader, type ReadPosition } from "./position-source";
import { sendPosition } from "./courier-data";

export type Sharing = "off" | "sharing" | "denied" | "unavailable";

export function usePositionSharing(orderIds: number[]): Sharing {
  const [state, setState] = useState<Sharing>("off");
  const key = orderIds.join(",");
  const ids = useRef(orderIds);
  ids.current = orderIds;
  useEffect(() => {
    if (key === "") {
      setState("off");
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let read: ReadPosition | null = null;
    const tick = async () => {
      try {
        read ??= await positionReader();
        if (!read) throw new PositionError("unavailable");
        const here = await read();
        if (stopped) return;
        await Promise.all(ids.current.map((id) => sendPosition(id, here.latitude, here.longitude).catch(() => undefined)));
        if (!stopped) setState("sharing");
      } catch (err) {
        if (!stopped) setState(err instanceof PositionError ? err.problem : "unavailable");
      }
      if (!stopped) timer = setTimeout(tick, LOCATION_EVERY_MS);
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [key]);
  return state;
}
