// One restaurant on the contacts page: address, hours (and whether it is open now, or temporarily
// closed with its note), phone, map.
import { Trans } from "@lingui/react/macro";
import { formatHours } from "../../domain/restaurant-format";
import { ClosedNotice } from "../../components/restaurant-facts";
import type { Restaurant } from "../restaurants/api/get-restaurants";
import { displayPhone, mapHref, openNow, telHref } from "./contact-links";
import "./restaurants.css";

export function RestaurantCard({ restaurant, now }: { restaurant: Restaurant; now: Date }) {
  const open = restaurant.isActive ? openNow(restaurant, now) : null;
  return (
    <article className="card place" aria-labelledby={`place-${restaurant.id}`} data-restaurant-id={restaurant.id}>
      <header className="place__head">
        <h4 id={`place-${restaurant.id}`} className="place__name">
          {restaurant.name}
        </h4>
        {open !== null && (
          <span className={`place__state${open ? " place__state--open" : ""}`}>
            {open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
          </span>
        )}
      </header>
      {!restaurant.isActive && <ClosedNotice note={restaurant.closedNote} />}
      <p className="place__address">{restaurant.address}</p>
      <dl className="place__facts">
        <div>
          <dt>
            <Trans>Hours</Trans>
          </dt>
          <dd className="place__hours">{formatHours(restaurant.opensAt, restaurant.closesAt)}</dd>
        </div>
        {restaurant.phone && (
          <div>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={telHref(restaurant.phone)}>{displayPhone(restaurant.phone)}</a>
            </dd>
          </div>
        )}
      </dl>
      <a className="place__map" href={mapHref(restaurant.longitude, restaurant.latitude)} target="_blank" rel="noopener noreferrer">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <Trans>Show on the map</Trans>
      </a>
    </article>
  );
}
