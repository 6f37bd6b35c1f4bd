// The customer's saved addresses as quick choices above the map, each removable, named in the
// page's language (shown-addresses.ts).
import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import type { SavedAddress } from "../../domain/location";
import { DELIVERY } from "../../domain/order-type";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { removeSavedAddressAtom } from "./choose";
import { shownAddressesAtom } from "./shown-addresses";
import "./saved-addresses.css";

export function SavedAddresses({ onChoose }: { onChoose: (address: SavedAddress) => void }) {
  const { t } = useLingui();
  const addresses = useAtomValue(shownAddressesAtom);
  const location = useAtomValue(locationAtom);
  const type = useAtomValue(deliveryTypeAtom);
  if (addresses.length === 0) return null;

  const isCurrent = (a: SavedAddress) =>
    type === DELIVERY && a.coordinates[0] === location.Longitude && a.coordinates[1] === location.Latitude;

  return (
    <section className="saved-addresses" aria-label={t`Saved addresses`}>
      <ul className="saved-addresses__list">
        {addresses.map((a) => (
          <SavedAddressChip key={a.id} address={a} current={isCurrent(a)} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
}

function SavedAddressChip({
  address,
  current,
  onChoose,
}: {
  address: SavedAddress;
  current: boolean;
  onChoose: (a: SavedAddress) => void;
}) {
  const { t } = useLingui();
  const remove = useSetAtom(removeSavedAddressAtom);
  const title = address.title;
  return (
    <li className="saved-address" data-current={current || undefined}>
      <button
        type="button"
        className="saved-address__choose"
        onClick={() => onChoose(address)}
        aria-current={current || undefined}
        title={address.address}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <span className="saved-address__title">{title}</span>
      </button>
      <button type="button" className="saved-address__remove" onClick={() => remove(address.id)} aria-label={t`Remove ${title}`}>
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </li>
  );
}
