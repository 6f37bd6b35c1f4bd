// A small loader for the console's screens: the data, the failure, and a reload.
import { useCallback, useEffect, useRef, useState } from "react";

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  set: (update: (data: T | undefined) => T | undefined) => void;
}

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const current = useRef(0);
  const reload = useCallback(async () => {
    const run = ++current.current;
    setLoading(true);
    try {
      const value = await load();
      if (run === current.current) {
        setData(value);
        setError(null);
      }
    } catch (err) {
      if (run === current.current) setError(err);
    } finally {
      if (run === current.current) setLoading(false);
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload, set: setData };
}
