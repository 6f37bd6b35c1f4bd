// The signed-in customer's details: name (editable), phone, the Telegram account when signed in
// through Telegram, and the saved addresses (rename, remove). Addresses live on the device
// (stored under `addresses`, docs/product-rules.md §5); the name is kept on the server (PATCH /api/me).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { Field } from "../../components/field";
import { removeAddress, renameAddress } from "../../domain/location";
import { formatUzPhone } from "../../domain/phone";
import { serverMessage } from "../../lib/http/http-error";
import { ownServer } from "../../lib/http/own-server";
import { useSessionState } from "../auth/session";
import { addressesAtom, locationAtom } from "../delivery/atoms";
import { shownAddressesAtom } from "../location/shown-addresses";
import type { Me } from "../../contract/auth";
import type { SavedAddress } from "../../domain/location";
import "./profile-details.css";

export function ProfileDetails() {
  const { t } = useLingui();
  const session = useSessionState();
  const [me, setMe] = useState<Me | null>(null);
  const [name, setName] = useState("");
  const [addresses, setAddresses] = useAtom(addressesAtom);
  // As they read in the page's language; renaming and removing change the stored ones.
  const shown = useAtomValue(shownAddressesAtom);
  const [location, setLocation] = useAtom(locationAtom);

  useEffect(() => {
    if (session !== "signedIn") return;
    void ownServer.GET("main", "/api/me").then(
      (data) => {
        setMe(data);
        setName(data.name ?? "");
      },
      () => setMe(null),
    );
  }, [session]);

  const saveName = async () => {
    try {
      const data = await ownServer.PATCH("main", "/api/me", { body: { name } });
      setMe(data);
      toast.success(t`Saved`);
    } catch (err) {
      toast.error(t({ id: "error.title", message: "Something went wrong" }), { description: serverMessage(err) ?? undefined });
    }
  };

  return (
    <div className="profile-details">
      {me && (
        <section className="card profile-card" aria-labelledby="profile-me">
          <h2 id="profile-me">
            <Trans>Your details</Trans>
          </h2>
          <form
            className="profile-name"
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
          >
            <Field id="profile-name" label={<Trans>Name</Trans>}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="field__input"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  maxLength={100}
                  autoComplete="name"
                />
              )}
            </Field>
            <button type="submit" className="button button--primary" disabled={!name.trim() || name === (me.name ?? "")}>
              <Trans>Save</Trans>
            </button>
          </form>
          {me.phone && (
            <p>
              <Trans>Phone</Trans>: <strong>{formatUzPhone(me.phone)}</strong>
            </p>
          )}
          {me.tgId && (
            <p>
              <Trans>Telegram account</Trans>: <strong>{me.tgId}</strong>
            </p>
          )}
        </section>
      )}
      <section className="card profile-card" aria-labelledby="profile-addresses">
        <h2 id="profile-addresses">
          <Trans>Saved addresses</Trans>
        </h2>
        {addresses.length === 0 ? (
          <p className="profile-muted">
            <Trans>Addresses you deliver to are kept here on this device.</Trans>
          </p>
        ) : (
          <ul className="profile-addresses">
            {shown.map((a) => (
              <li key={a.id}>
                <input
                  // A new key when the title arrives in the page's language: the field shows it.
                  key={a.title}
                  className="field__input"
                  aria-label={t`Name of the address ${a.address}`}
                  defaultValue={a.title}
                  maxLength={60}
                  onBlur={(e) => {
                    const title = e.target.value.trim();
                    if (title && title !== a.title) setAddresses(renameAddress(addresses, a.id, title));
                  }}
                />
                <span className="profile-muted">{a.address}</span>
                <AddressDetailsLine address={a} />
                <button
                  type="button"
                  className="profile-remove"
                  onClick={() => {
                    const next = removeAddress(addresses, a.id, location);
                    setAddresses(next.addresses);
                    setLocation(next.location);
                  }}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** House, entrance, floor and flat kept from the last order to this address. */
function AddressDetailsLine({ address }: { address: SavedAddress }) {
  const { t } = useLingui();
  const parts = [
    address.house && `${t`House`} ${address.house}`,
    address.entrance && `${t`Entrance`} ${address.entrance}`,
    address.floor && `${t`Floor`} ${address.floor}`,
    address.apartment && `${t`Apartment`} ${address.apartment}`,
  ].filter(Boolean);
  return parts.length > 0 ? <span className="profile-muted">{parts.join(" · ")}</span> : null;
}
