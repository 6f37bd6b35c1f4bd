// Who receives the order, how it is paid (on delivery or at pickup) and a comment for the kitchen.
import { Trans, useLingui } from "@lingui/react/macro";
import { UzPhoneInput } from "../../components/phone-input";
import { Field } from "../../components/field";
import { onlinePaymentAvailable } from "../../lib/telegram/invoice";
import { TelegramPhoneButton, telegramPhoneAvailable, useLinkedPhone } from "../../components/telegram-phone";
import { ChoiceCard, TextField } from "./form-controls";
import type { FormField, OrderForm } from "./order-form";

interface Props {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  errors: Partial<Record<FormField, string>>;
  delivery: boolean;
}

export function ContactSection({ form, set, errors, delivery }: Props) {
  // Online payment inside Telegram, when the server has a payment provider.
  const online = onlinePaymentAvailable();
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
      <section className="card order-section" aria-labelledby="order-payment">
        <h2 id="order-payment" className="order-section__title">
          {delivery ? <Trans>Payment on delivery</Trans> : <Trans>Payment at pickup</Trans>}
        </h2>
        <div className="order-choices" role="radiogroup" aria-labelledby="order-payment">
          <ChoiceCard
            name="payment"
            value="cash"
            checked={form.paymentType === "cash"}
            onChoose={() => set({ paymentType: "cash" })}
            title={<Trans>Cash</Trans>}
          />
          <ChoiceCard
            name="payment"
            value="card"
            checked={form.paymentType === "card"}
            onChoose={() => set({ paymentType: "card" })}
            title={<Trans>Card</Trans>}
          />
          {(online || form.paymentType === "online") && (
            <ChoiceCard
              name="payment"
              value="online"
              checked={form.paymentType === "online"}
              onChoose={() => set({ paymentType: "online" })}
              title={<Trans>Online in Telegram</Trans>}
            />
          )}
        </div>
        {errors.paymentType && <p className="field__error">{errors.paymentType}</p>}
      </section>
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
