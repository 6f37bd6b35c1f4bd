// Where the order goes: the delivery address with its details, or the pickup restaurant.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import type { Location } from "../../domain/location";
import { shownAddressesAtom } from "../location/shown-addresses";
import { restaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import type { ShopResponse } from "../shop/api/get-shop";
import { TextField } from "./form-controls";
import type { FormField, OrderForm } from "./order-form";
import { DELIVERY } from "../../domain/order-type";
import "./where-section.css";

interface Props {
  orderTypeId: number;
  location: Location;
  menu: ShopResponse;
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  errors: Partial<Record<FormField, string>>;
}

const PinIcon = () => (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export function WhereSection({ orderTypeId, location, menu, form, set, errors }: Props) {
  const { t } = useLingui();
  const restaurants = useAtomValue(restaurantsQueryAtom).data;
  // Titled in the page's language (a saved address keeps the one it was saved in).
  const addresses = useAtomValue(shownAddressesAtom);
  const restaurant = restaurants?.find((r) => r.id === location.RestaurantId);
  const restaurantName = restaurant?.name ?? (menu.restId === location.RestaurantId ? menu.restName : location.RestaurantId);

  if (orderTypeId !== DELIVERY) {
    const { opensAt, closesAt } = menu;
    return (
      <section className="card order-section" aria-labelledby="order-where">
        <h2 id="order-where" className="order-section__title">
          <Trans>Pickup</Trans>
        </h2>
        <div className="order-place">
          <PinIcon />
          <div>
            <p className="order-place__name">{restaurantName}</p>
            {restaurant && <p className="order-place__detail">{restaurant.address}</p>}
            <p className="order-place__detail">
              <Trans>
                Open {opensAt}–{closesAt}
              </Trans>
            </p>
          </div>
        </div>
      </section>
    );
  }

  const saved = addresses.find((a) => a.coordinates[0] === location.Longitude && a.coordinates[1] === location.Latitude);
  const field = (name: "entrance" | "floor" | "apartment" | "doorCode", label: string, autoComplete?: string) => (
    <TextField
      id={`order-${name}`}
      name={name}
      label={label}
      value={form[name]}
      onValue={(v) => set({ [name]: v })}
      error={errors[name]}
      maxLength={20}
      autoComplete={autoComplete ?? "off"}
      inputMode={name === "doorCode" ? "text" : "numeric"}
    />
  );

  return (
    <section className="card order-section" aria-labelledby="order-where">
      <h2 id="order-where" className="order-section__title">
        <Trans>Delivery address</Trans>
      </h2>
      <div className="order-place">
        <PinIcon />
        <div>
          <p className="order-place__name">{saved?.title ?? t`Delivery point on the map`}</p>
          <p className="order-place__detail">
            <Trans>Delivered by {restaurantName}</Trans>
          </p>
        </div>
      </div>
      <div className="order-grid order-grid--street">
        <TextField
          id="order-address"
          name="address"
          label={t`Street`}
          value={form.address}
          onValue={(v) => set({ address: v })}
          error={errors.address}
          maxLength={300}
          autoComplete="address-line1"
          required
        />
        <TextField
          id="order-house"
          name="house"
          label={t`House`}
          value={form.house}
          onValue={(v) => set({ house: v })}
          error={errors.house}
          maxLength={20}
          autoComplete="off"
          required
        />
      </div>
      <div className="order-grid">
        {field("entrance", t`Entrance`)}
        {field("floor", t`Floor`)}
        {field("apartment", t`Apartment`)}
        {field("doorCode", t`Door code`)}
      </div>
      <TextField
        id="order-address-comment"
        name="addressComment"
        label={t`For the courier`}
        placeholder={t`Landmark, how to find the door`}
        value={form.addressComment}
        onValue={(v) => set({ addressComment: v })}
        error={errors.addressComment}
        maxLength={300}
      />
    </section>
  );
}
