// The folder deep link (`/#12`, `/en#12`, or among Telegram's launch parameters): followed when
// the menu first shows and on every hashchange; written, without a history entry, on a tap.
import { useLayoutEffect, useRef } from "react";
import { buildMenuHash, parseMenuHash } from "./deep-link";

type Jump = (id: number, options: { smooth: boolean }) => boolean;

export function useFolderHash(jump: Jump): void {
  const latest = useRef(jump);
  useLayoutEffect(() => {
    latest.current = jump;
  });

  // A layout effect: a cold deep link lands on its folder before the first paint of the menu.
  useLayoutEffect(() => {
    const follow = (smooth: boolean) => {
      const id = parseMenuHash(window.location.hash);
      // An id the menu does not have is ignored: the first folder stays current.
      if (id !== null) latest.current(id, { smooth });
    };
    follow(false);
    const onHashChange = () => follow(true);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}

/** Puts the folder in the address, keeping Telegram's parts, without adding a history entry. */
export function writeFolderHash(id: number): void {
  const { pathname, search, hash } = window.location;
  const next = buildMenuHash(hash, id);
  if (next !== hash) window.history.replaceState(window.history.state, "", `${pathname}${search}${next}`);
}
