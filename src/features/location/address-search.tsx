// "Search for a street or place": a combobox (type, then arrows and Enter, or a tap) over GET
// /api/address/search, asked 300 ms after the last keystroke, the shown city's addresses first.
// Picking a result moves the pin and the map there, as a tap on the map would; with the number the
// customer typed ("Bunyodkor 999"), for a street whose house the server does not know.
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { toast } from "../../lib/toast";
import type { LonLat } from "../../domain/zones";
import { useLocale } from "../../i18n/use-locale";
import { type AddressFound, SEARCH_MIN_LENGTH, searchAddress } from "./api/search-address";
import "./address-search.css";

const DEBOUNCE_MS = 300;

/** A house number typed before or after the words ("amir temur 107", "24 mustaqillik"), as the server reads one. */
export function typedHouse(text: string): string | null {
  const words = text.trim().split(/[\s,]+/);
  if (words.length < 2) return null;
  const number = /^\d{1,4}[a-zA-Zа-яА-Я]?$/;
  if (number.test(words[words.length - 1])) return words[words.length - 1];
  return number.test(words[0]) ? words[0] : null;
}

interface Props {
  regionId: number;
  onPick: (point: LonLat, found: AddressFound, typedHouse: string | null) => void;
}

export function AddressSearch({ regionId, onPick }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-results`;
  // What is in the box; `query` changes only when the customer types, not when a pick fills it.
  const [value, setValue] = useState("");
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<AddressFound[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const typed = query.trim();
    if (typed.length < SEARCH_MIN_LENGTH) {
      setResults(null);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchAddress(typed, regionId, controller.signal).then(
        (found) => {
          setResults(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => {
          if (controller.signal.aborted) return;
          toast.error(t({ id: "error.fetch-error", message: "Could not load the data. Please try again." }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, regionId, locale, t]);

  const list = results ?? [];
  const pick = (found: AddressFound) => {
    setValue(found.address);
    setOpen(false);
    setActive(-1);
    onPick([found.longitude, found.latitude], found, typedHouse(query));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (list.length === 0) return;
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((i) => (open ? (i + step + list.length) % list.length : step > 0 ? 0 : list.length - 1));
    } else if (e.key === "Enter") {
      const chosen = open ? list[active] : undefined;
      if (!chosen) return;
      e.preventDefault();
      pick(chosen);
    } else if (e.key === "Escape" && open) {
      // Closes the list only; the next Escape closes the sheet.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && list.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="address-search">
      <input
        type="text"
        role="combobox"
        className="address-search__input"
        aria-label={t`Search for a street or place`}
        placeholder={t`Street and house, place or district`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setQuery(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => list.length > 0 && value === query && setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={t`Addresses found`} className="address-search__list" hidden={!expanded}>
        {expanded &&
          list.map((found, i) => (
            <li
              key={`${found.address}:${i}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="address-search__option"
              // Keeps the focus in the box, so the list does not close before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(found)}
            >
              {found.address}
            </li>
          ))}
      </ul>
      <p className="address-search__status" role="status">
        {results !== null && results.length === 0 && query.trim().length >= SEARCH_MIN_LENGTH && (
          <Trans>Nothing found. Try another spelling, or tap the map.</Trans>
        )}
      </p>
    </div>
  );
}
