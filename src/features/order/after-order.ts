// What a placed order leaves behind for the next one: the house and flat on the saved address of
// its point, and the name on the profile when the profile had none (PATCH /api/me).
import { atom } from "jotai";
import { type AddressDetails, rememberDetails } from "../../domain/location";
import { ownServer } from "../../lib/http/own-server";
import { addressesAtom } from "../delivery/atoms";

export const rememberAddressAtom = atom(
  null,
  (get, set, { coordinates, details }: { coordinates: [number, number]; details: AddressDetails }) => {
    set(addressesAtom, rememberDetails(get(addressesAtom), coordinates, details));
  },
);

/** Gives an unnamed profile the name the order was placed under; a named one stays as it is. */
export async function keepNameOnProfile(name: string): Promise<void> {
  if (!name.trim()) return;
  try {
    const me = await ownServer.GET("main", "/api/me");
    if (me.name?.trim()) return;
    await ownServer.PATCH("main", "/api/me", { body: { name: name.trim() } });
  } catch {
    // The order is placed; the profile can be named on its own page.
  }
}
