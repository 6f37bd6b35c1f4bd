// /order: the route guard first (docs/product-rules.md §6) (cart and location, else back to the menu), then
// sign-in (the sheet opens in place and the page carries on once signed in), then the form.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import { SignInPrompt } from "../../components/sign-in-prompt";
import { signedInPhoneAtom, signInOpenAtom, useSessionState } from "../auth/session";
import { addressesAtom, deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { shopQueryAtom } from "../shop/api/get-shop";
import { reconciledCartAtom } from "../cart/atoms";
import { Checkout } from "./checkout";
import { contactAtom, draftAtom, initialDraft, orderPlacedAtom } from "./draft";
import { useOrderGuard } from "./use-order-guard";
import "./order.css";
import { DELIVERY } from "../../domain/order-type";

/** Focuses the heading once as it appears (not when it re-renders). */
const focusOnArrival = (heading: HTMLHeadingElement | null) => {
  if (heading && !heading.closest("[inert]")) heading.focus({ preventScroll: true });
};

export function OrderPage() {
  const { t } = useLingui();
  const setPlaced = useSetAtom(orderPlacedAtom);
  const guard = useOrderGuard();
  const session = useSessionState();
  const openSignIn = useSetAtom(signInOpenAtom);

  // A new visit to /order guards again, also after an earlier order.
  useEffect(() => () => setPlaced(false), [setPlaced]);
  useEffect(() => {
    if (guard === "ok" && session === "signedOut") openSignIn(true);
  }, [guard, session, openSignIn]);

  if (guard !== "ok") return null;
  return (
    <div className="order-page">
      <header className="order-page__header">
        <Link href={paths.home.href()} className="order-page__back">
          ← <Trans>Menu</Trans>
        </Link>
        {/* Arriving at checkout, focus is on its heading: a screen reader starts here, Tab goes on from here. */}
        <h1 className="order-page__title" tabIndex={-1} ref={focusOnArrival}>
          <Trans>Checkout</Trans>
        </h1>
      </header>
      {session === "signedIn" ? (
        <OrderContent />
      ) : session === "checking" ? (
        <div className="order-page__loading skeleton" aria-busy="true" aria-label={t`Loading`} />
      ) : (
        <SignInPrompt
          title={t`Sign in to place the order`}
          text={t`We will send a code to your phone. Your cart and everything you typed will wait here.`}
          onSignIn={() => openSignIn(true)}
        />
      )}
    </div>
  );
}

function OrderContent() {
  const { t } = useLingui();
  const location = useAtomValue(locationAtom);
  const orderTypeId = useAtomValue(deliveryTypeAtom);
  const addresses = useAtomValue(addressesAtom);
  const contact = useAtomValue(contactAtom);
  const { data: menu, isPending, refetch } = useAtomValue(shopQueryAtom);
  // The cart's reconciliation loads apart from the menu's first screen (src/features/cart/atoms.ts).
  const cartKnown = useAtomValue(reconciledCartAtom).known;
  const [draft, setDraft] = useAtom(draftAtom);
  const [signedInPhone, setSignedInPhone] = useAtom(signedInPhoneAtom);

  const pointKey = orderTypeId === DELIVERY ? `${location.Longitude},${location.Latitude}` : `pickup:${location.RestaurantId}`;
  const saved = addresses.find((a) => a.coordinates[0] === location.Longitude && a.coordinates[1] === location.Latitude);
  const started = initialDraft(draft, pointKey, orderTypeId === DELIVERY ? saved : undefined, contact);
  // Right after a sign-in by code, the phone field holds the number just confirmed.
  const current = signedInPhone ? { ...started, form: { ...started.form, phoneDigits: signedInPhone.slice(4) } } : started;
  useEffect(() => {
    if (current !== draft) setDraft(current);
    if (signedInPhone) setSignedInPhone(null);
  }, [current, draft, setDraft, signedInPhone, setSignedInPhone]);

  if ((isPending && !menu) || (menu && !cartKnown))
    return <div className="order-page__loading skeleton" aria-busy="true" aria-label={t`Loading`} />;
  if (!menu) {
    return (
      <div className="order-page__failed" role="alert">
        <p>{t`The menu could not be loaded, so the order cannot be checked.`}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  // One frame while the draft is stored, so the form never writes over a draft being set up.
  if (current !== draft) return null;
  return <Checkout draft={current} setDraft={setDraft} menu={menu} location={location} orderTypeId={orderTypeId} />;
}
