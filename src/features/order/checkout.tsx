// The /order form: where, when, who, how to pay, and the order itself. Checks run before sending;
// the server's answer decides. On success the cart is emptied and the tracker opens; on failure a
// toast says why, the server's field errors appear in place, and everything typed stays. An order
// paid on Payme's or Click's page goes there first (placed-order.ts).
import { useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { useLocation } from "wouter";
import { paths } from "../../domain/paths";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { useMainButton } from "../../lib/telegram/hooks";
import { payInTelegram } from "../../lib/telegram/invoice";
import { openOutside, opensOutside } from "../../lib/telegram/open-link";
import type { Location } from "../../domain/location";
import { deliverySlots, isOpenAt } from "../../domain/slots";
import { HttpError, serverMessage } from "../../lib/http/http-error";
import { refreshSessionAtom, signInOpenAtom } from "../auth/session";
import { cartLinesAtom, reconciledCartAtom } from "../cart/atoms";
import { promoBody, promoCodeAtom, promoRefusalText } from "../cart/promo";
import { useAppliedDiscount } from "../cart/use-promo";
import type { ShopResponse } from "../shop/api/get-shop";
import { ContactSection } from "./contact-section";
import { keepNameOnProfile, rememberAddressAtom } from "./after-order";
import { DetailsSection } from "./details-section";
import { contactAtom, type Draft, orderPlacedAtom } from "./draft";
import { buildOrderBody, orderedLines } from "./order-body";
import { checkForm, type FormField, type OrderForm } from "./order-form";
import { OrderSummary } from "./order-summary";
import { markLeftToPay } from "./placed-order";
import { fieldsOf, refusedLineNames, type ServerFieldErrors, serverFieldErrors } from "./server-fields";
import { effectiveForm } from "./slot-groups";
import { useFieldMessages } from "./use-field-messages";
import { useNow } from "./use-now";
import { usePaymentMethods } from "./use-payment-methods";
import { usePlaceOrder } from "./use-place-order";
import { usePoints } from "./use-points";
import { usePointsRefusal } from "./points-switch";
import { WhenSection } from "./when-section";
import { WhereSection } from "./where-section";
import { DELIVERY } from "../../domain/order-type";

const NO_SERVER_ERRORS: ServerFieldErrors = { fields: {}, lines: {}, other: [] };
/** How long the page waits for the profile's name to be saved before leaving for the provider's page. */
const PROFILE_WAIT_MS = 3_000;

interface Props {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  menu: ShopResponse;
  location: Location;
  orderTypeId: number;
}

export function Checkout({ draft, setDraft, menu, location, orderTypeId }: Props) {
  const { t } = useLingui();
  const messages = useFieldMessages();
  const [, navigate] = useLocation();
  const cart = useAtomValue(reconciledCartAtom);
  const setLines = useSetAtom(cartLinesAtom);
  const [promoCode, setPromoCode] = useAtom(promoCodeAtom);
  const locale = useLocale();
  const setContact = useSetAtom(contactAtom);
  const setPlaced = useSetAtom(orderPlacedAtom);
  const rememberAddress = useSetAtom(rememberAddressAtom);
  const openSignIn = useSetAtom(signInOpenAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const { place, pending, settle } = usePlaceOrder();
  const [showProblems, setShowProblems] = useState(false);
  const [server, setServer] = useState<ServerFieldErrors>(NO_SERVER_ERRORS);
  const delivery = orderTypeId === DELIVERY;

  const now = useNow();
  const { opensAt, closesAt, deliveryDuration, hoursExceptions: exceptions, closedUntil } = menu;
  const hours = useMemo(
    () => ({ opensAt, closesAt, deliveryDuration, exceptions, closedUntil }),
    [opensAt, closesAt, deliveryDuration, exceptions, closedUntil],
  );
  const slots = useMemo(() => deliverySlots(hours, now), [hours, now]);
  const openNow = isOpenAt(hours, now);
  // A slot the clock has passed is no longer chosen; while closed, "as soon as possible" cannot be.
  const form = effectiveForm(draft.form, slots, openNow);

  const set = (patch: Partial<OrderForm>) => {
    setDraft({ ...draft, form: { ...form, ...patch } });
    const touched = Object.keys(patch).map((k) => (k === "phoneDigits" ? "phone" : k === "when" ? "slot" : k)) as FormField[];
    if (touched.some((k) => server.fields[k])) {
      const fields = { ...server.fields };
      for (const k of touched) delete fields[k];
      setServer({ ...server, fields });
    }
  };

  const payment = usePaymentMethods(form.paymentType);
  // The total the server will charge: with the applied promo code's discount (as its last check said)
  // and the points switched on (at most their share of the items after that discount).
  const discount = useAppliedDiscount();
  const points = usePoints(cart.totals.subtotal - (discount?.amount ?? 0));
  const pointsRefusal = usePointsRefusal();
  const payable = cart.totals.total - (discount?.amount ?? 0) - points.spend;
  const problems = checkForm(form, orderTypeId, openNow, payable);
  if (payment.unavailable) problems.paymentType = "methodOff";
  const errors: Partial<Record<FormField, string>> = {};
  for (const [field, text] of Object.entries(server.fields) as [FormField, string][]) errors[field] = messages.server(field, text);
  if (showProblems)
    for (const [field, problem] of Object.entries(problems) as [FormField, NonNullable<(typeof problems)[FormField]>][])
      errors[field] ??= messages.problem(field, problem);

  const wrongRestaurant = menu.restId !== location.RestaurantId;
  const blocked = wrongRestaurant
    ? (menu.error ?? t`This restaurant does not take orders at the moment`)
    : cart.totals.count === 0
      ? t`Nothing in the cart can be ordered now`
      : !openNow && slots.length === 0
        ? t`The restaurant is closed and no time slots are left today. It works ${opensAt}–${closesAt}.`
        : null;

  // Inside Telegram the MainButton places the order; it stays off while the shown problems are unfixed.
  const formRef = useRef<HTMLFormElement>(null);
  const total = formatMoney(payable, locale);
  useMainButton({
    text: t`Place order · ${total}`,
    onClick: () => formRef.current?.requestSubmit(),
    loading: pending,
    disabled: blocked !== null || (showProblems && Object.keys(problems).length > 0),
  });

  /** The contact and the address's details, kept for the next order once this one is placed. */
  const keepForNextOrder = (body: ReturnType<typeof buildOrderBody>): Promise<void> => {
    setContact({ name: body.name, phone: body.phone });
    if (body.address) {
      const { address: street, house, entrance, floor, apartment } = body.address;
      rememberAddress({
        coordinates: [body.address.longitude, body.address.latitude],
        details: { street, house, entrance, floor, apartment },
      });
    }
    return keepNameOnProfile(body.name);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || blocked) return;
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.order-page [aria-invalid="true"]')?.focus());
      return;
    }
    const body = {
      ...buildOrderBody({ orderTypeId, location, form, view: cart.view, productsForCart: menu.productsForCart }),
      ...promoBody(promoCode),
      ...(points.spend > 0 ? { pointsToSpend: points.spend } : {}),
    };
    try {
      const created = await place(body);
      const { orderId } = created;
      // Online payment: Telegram's invoice opens over the page; only a payment goes on to the tracker.
      if ("invoiceUrl" in created && created.invoiceUrl) {
        const outcome = await payInTelegram(created.invoiceUrl);
        if (outcome === "cancelled" || outcome === "failed") {
          toast.error(outcome === "cancelled" ? t`Payment cancelled` : t`The payment did not go through`, {
            description: t`Your cart is still here: pay again or choose another way to pay.`,
          });
          return;
        }
        settle();
      }
      const kept = keepForNextOrder(body);
      // Payme or Click: on the web the provider's page replaces this one (and sends the customer
      // back to the tracker); the cart, the form and the key wait until the tracker is reached.
      // The profile's name is saved first (leaving the page would cut that call), a few seconds at most.
      if ("paymentUrl" in created && created.paymentUrl && !opensOutside()) {
        markLeftToPay(orderId);
        await Promise.race([kept, new Promise((resolve) => setTimeout(resolve, PROFILE_WAIT_MS))]);
        window.location.assign(created.paymentUrl);
        return;
      }
      // Inside the mini-app the page opens in the phone's browser and the tracker waits for the payment.
      if ("paymentUrl" in created && created.paymentUrl) void openOutside(created.paymentUrl);
      settle();
      // The address stays for next time (and contactless); the time, the note, the cutlery and the comment belonged to this order.
      setDraft({ ...draft, form: { ...form, when: "asap", slot: null, comment: "", changeFrom: "", cutlery: 0 } });
      setPlaced(true);
      navigate(paths.tracker.href(orderId));
      setLines([]);
      setPromoCode("");
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) {
        await refreshSession();
        openSignIn(true);
        return;
      }
      const data = err instanceof HttpError ? err.data : null;
      // The restaurant switched the chosen way to pay off meanwhile: its list is asked for again.
      const methodOff = (data as { code?: unknown } | null)?.code === "payment_method_off";
      if (methodOff) payment.refetch();
      const pointsRefused = pointsRefusal((data as { code?: unknown } | null)?.code);
      if (pointsRefused) points.refetch();
      // The points' refusal is said by the toast below, translated (its field message is the server's English).
      const refusal = serverFieldErrors(
        pointsRefused ? null : (fieldsOf(data) ?? (methodOff ? { paymentType: serverMessage(err) ?? "" } : null)),
      );
      setServer(refusal);
      // Lines the restaurant cannot serve (sold out meanwhile): every one of them, by name.
      const refused = refusedLineNames(
        refusal,
        orderedLines(cart.view).map((v) => v.line.name),
      );
      if (refused.length > 0) toast.error(t`These cannot be ordered now`, { description: refused.join(", ") });
      // The balance or the settings changed since the switch showed them: read again, said in the page's language.
      else if (pointsRefused) toast.error(pointsRefused.title, { description: pointsRefused.description });
      // The promo code cannot be used (used up since it was applied…): said in the page's language, by reason.
      else if ((data as { code?: unknown } | null)?.code === "promo_invalid")
        toast.error(t`The promo code cannot be used`, {
          description: promoRefusalText((data as { reason?: string }).reason, null, locale),
        });
      // Staff blocked this customer (or this phone): said in the page's language, not the server's English.
      else if ((data as { code?: unknown } | null)?.code === "customer_blocked")
        toast.error(t`Orders from this account are not accepted`, { description: t`Please call the restaurant: staff will help.` });
      else
        toast.error(t({ id: "error.title", message: "Something went wrong" }), {
          description: serverMessage(err) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
        });
    }
  };

  return (
    <form ref={formRef} className="order-layout" onSubmit={submit} noValidate>
      <div className="order-form">
        <WhereSection orderTypeId={orderTypeId} location={location} menu={menu} form={form} set={set} errors={errors} />
        <WhenSection
          form={form}
          set={set}
          slots={slots}
          openNow={openNow}
          hours={hours}
          now={now}
          delivery={delivery}
          error={errors.slot}
        />
        <DetailsSection form={form} set={set} delivery={delivery} error={errors.contactless ?? errors.cutlery} />
        <ContactSection form={form} set={set} errors={errors} delivery={delivery} payment={payment} total={payable} />
      </div>
      <OrderSummary
        view={cart.view}
        totals={cart.totals}
        discount={discount}
        points={points}
        delivery={delivery}
        lineErrors={server.lines}
        otherErrors={server.other}
        blocked={blocked}
        pending={pending}
        paymentType={form.paymentType}
      />
    </form>
  );
}
