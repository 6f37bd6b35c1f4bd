// How the order is paid: cash or card on delivery (or at pickup), Payme or Click online now, or
// Telegram's payment inside the mini-app — each only when the restaurant takes it. A radio group
// named by the section's title; each choice is named by its method and described by what happens.
// Cash asks which note the customer pays with, so the courier brings change (change-from.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ChangeFrom } from "./change-from";
import { ChoiceCard } from "./form-controls";
import type { OrderForm } from "./order-form";
import type { PaymentType } from "./payment-methods";
import type { PaymentChoice } from "./use-payment-methods";

interface Props {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  error?: string;
  changeError?: string;
  delivery: boolean;
  choice: PaymentChoice;
  /** The order's total, for the cash note. */
  total: number;
}

/** Brand names stay as the providers write them, in every language. */
const BRAND: Partial<Record<PaymentType, string>> = { payme: "Payme", click: "Click" };

export function PaymentSection({ form, set, error, changeError, delivery, choice, total }: Props) {
  const { t } = useLingui();
  const atDoor = delivery ? t`To the courier on delivery` : t`At the restaurant when you pick it up`;
  const titles: Record<PaymentType, ReactNode> = {
    cash: <Trans>Cash</Trans>,
    card: <Trans>Card</Trans>,
    payme: BRAND.payme,
    click: BRAND.click,
    online: <Trans>Online in Telegram</Trans>,
  };
  const details: Record<PaymentType, string> = {
    cash: atDoor,
    card: atDoor,
    payme: t`Pay now on the Payme page`,
    click: t`Pay now on the Click page`,
    online: t`Pay now in Telegram`,
  };
  return (
    <section className="card order-section" aria-labelledby="order-payment">
      <h2 id="order-payment" className="order-section__title">
        <Trans>Payment</Trans>
      </h2>
      <div className="order-choices" role="radiogroup" aria-labelledby="order-payment" aria-invalid={error ? true : undefined}>
        {choice.shown.map((type) => (
          <ChoiceCard
            key={type}
            name="payment"
            value={type}
            checked={form.paymentType === type}
            onChoose={() => set({ paymentType: type })}
            title={titles[type]}
            detail={choice.unavailable && form.paymentType === type ? t`Not available at this restaurant now` : details[type]}
          />
        ))}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {form.paymentType === "cash" && (
        <ChangeFrom value={form.changeFrom} total={total} onValue={(changeFrom) => set({ changeFrom })} error={changeError} />
      )}
    </section>
  );
}
