// /contacts: how to reach the chain (GET /api/chain) and every restaurant, by city (a temporarily
// closed one says so, with its note)
// (GET /api/regions + GET /api/restaurants/List).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { HttpError } from "../../lib/http/http-error";
import { LoadFailed } from "../../components/content/content-list";
import { useErrorToast } from "../../components/use-error-toast";
import { allRestaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { chainQueryAtom } from "./api/get-chain";
import { regionsQueryAtom } from "./api/get-regions";
import { ChainCard, ChainCardSkeleton } from "./chain-card";
import { groupByCity } from "./contact-links";
import { RestaurantCard } from "./restaurant-card";
import "./contacts.css";

/** The time, refreshed every minute (for "open now"). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ContactsPage() {
  const { t } = useLingui();
  const chain = useAtomValue(chainQueryAtom);
  // A chain without details set up (404) simply has no card.
  const chainMissing = chain.error instanceof HttpError && chain.error.status === 404;
  useErrorToast(chainMissing ? null : chain.error);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="contacts">
      <header className="contacts__header">
        <h1 className="contacts__title">{t`Contacts`}</h1>
        <p className="contacts__lead">
          <Trans>Questions about an order, feedback or a party for 50 guests: we are here every day.</Trans>
        </p>
      </header>
      <div className="contacts__layout">
        <div className="contacts__aside">
          {chain.data ? <ChainCard chain={chain.data} /> : chain.isPending ? <ChainCardSkeleton /> : null}
        </div>
        <Restaurants />
      </div>
    </div>
  );
}

function Restaurants() {
  const { t } = useLingui();
  const now = useMinuteClock();
  const regions = useAtomValue(regionsQueryAtom);
  const restaurants = useAtomValue(allRestaurantsQueryAtom);
  useErrorToast(restaurants.error ?? regions.error);

  let body: ReactNode;
  if (restaurants.isPending || regions.isPending) {
    body = <div className="card place place--skeleton skeleton" aria-busy="true" aria-label={t`Loading`} />;
  } else if (!restaurants.data) {
    body = (
      <LoadFailed
        onRetry={() => {
          void restaurants.refetch();
          void regions.refetch();
        }}
      />
    );
  } else {
    body = groupByCity(regions.data ?? [], restaurants.data).map(({ region, restaurants: list }) => (
      <section key={region?.id ?? "other"} className="city" aria-labelledby={`city-${region?.id ?? "other"}`}>
        <h3 id={`city-${region?.id ?? "other"}`} className="city__name">
          {region?.name ?? t`Other cities`}
          <span className="city__count">{list.length}</span>
        </h3>
        <ul className="city__places">
          {list.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} now={now} />
            </li>
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <section className="contacts__places" aria-labelledby="places-title">
      <h2 id="places-title" className="contacts__subtitle">
        <Trans>Our restaurants</Trans>
      </h2>
      {body}
    </section>
  );
}
