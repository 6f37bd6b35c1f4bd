// Who receives the order, how it is paid (payment-section.tsx) and a comment for the kitchen.
import { Trans, useLingui } from "@lingui/react/macro";
import { UzPhoneInput } from "../../components/phone-input";
import { Field } from "../../components/field";
import { TelegramPhoneButton, telegramPhoneAvailable, useLinkedPhone } from "../../components/telegram-phone";
import { TextField } from "./form-controls";
import type { FormField, OrderForm } from "./order-form";
import { PaymentSection } from "./payment-section";
import type { PaymentChoice } from "./use-payment-methods";

interface Props {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  errors: Partial<Record<FormField, string>>;
  delivery: boolean;
  payment: PaymentChoice;
  /** The order's total, for the cash note's quick picks. */
  total: number;
}

export function ContactSection({ form, set, errors, delivery, payment, total }: Props) {
  const { t } = useLingui();
  // Inside Telegram the number comes from Telegram: the one the profile holds, or shared now.
  const inTelegram = telegramPhoneAvailable();
  const fillPhone = (phone: string) => set({ phoneDigits: phone.slice(4) });
  useLinkedPhone((phone) => {
    if (!form.phoneDigits) fillPhone(phone);
  });
  return (
    <>
      <section className="card order-section" aria-labelledby="order-contact">
        <h2 id="order-contact" className="order-section__title">
          <Trans>Contact</Trans>
        </h2>
        <div className="order-grid order-grid--two">
          <TextField
            id="order-name"
            name="name"
            label={t`Name`}
            value={form.name}
            onValue={(v) => set({ name: v })}
            error={errors.name}
            autoComplete="name"
            maxLength={100}
            required
          />
          <div>
            <Field id="order-phone" label={t`Phone`} error={errors.phone}>
              {(a11y) => (
                <UzPhoneInput
                  {...a11y}
                  name="phone"
                  className="field__input"
                  digits={form.phoneDigits}
                  onDigits={(d) => set({ phoneDigits: d })}
                  required
                />
              )}
            </Field>
            {inTelegram && !form.phoneDigits && <TelegramPhoneButton onPhone={fillPhone} />}
          </div>
        </div>
      </section>
      <PaymentSection
        form={form}
        set={set}
        error={errors.paymentType}
        changeError={errors.changeFrom}
        delivery={delivery}
        choice={payment}
        total={total}
      />
      <section className="card order-section" aria-labelledby="order-comment-title">
        <h2 id="order-comment-title" className="order-section__title">
          <Trans>Comment on the order</Trans>
        </h2>
        <Field id="order-comment" label={<span className="visually-hidden">{t`Comment on the order`}</span>} error={errors.comment}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="comment"
              className="field__input field__input--textarea"
              rows={3}
              maxLength={500}
              placeholder={t`Anything the kitchen should know`}
              value={form.comment}
              onChange={(e) => set({ comment: e.target.value })}
            />
          )}
        </Field>
      </section>
    </>
  );
}
