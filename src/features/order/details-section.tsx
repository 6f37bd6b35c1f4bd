// Delivery details: contactless delivery (delivery only: the courier leaves the order at the door)
// and the sets of cutlery wanted, 0 by default, with a stepper.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_CUTLERY } from "./delivery-details";
import type { OrderForm } from "./order-form";
import "./order-details.css";

interface Props {
  form: OrderForm;
  set: (patch: Partial<OrderForm>) => void;
  delivery: boolean;
  error?: string | null;
}

export function DetailsSection({ form, set, delivery, error }: Props) {
  const { t } = useLingui();
  const n = form.cutlery;
  // Not disabled at the ends (focus would drop to the page): a tap there changes nothing.
  const step = (by: number) => set({ cutlery: Math.min(MAX_CUTLERY, Math.max(0, n + by)) });
  return (
    <section className="card order-section" aria-labelledby="order-details">
      <h2 id="order-details" className="order-section__title">
        <Trans>Order details</Trans>
      </h2>
      {delivery && (
        <label className="order-switch">
          <span className="order-switch__text">
            <span className="order-switch__title" id="order-contactless-title">
              <Trans>Contactless delivery</Trans>
            </span>
            <span className="order-switch__detail" id="order-contactless-detail">
              <Trans>The courier leaves the order at the door and calls you</Trans>
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            name="contactless"
            className="order-switch__input"
            checked={form.contactless}
            aria-checked={form.contactless}
            onChange={(e) => set({ contactless: e.target.checked })}
            aria-labelledby="order-contactless-title"
            aria-describedby="order-contactless-detail"
          />
        </label>
      )}
      <fieldset className="order-cutlery" aria-describedby="order-cutlery-note">
        <legend className="visually-hidden">
          <Trans>Cutlery</Trans>
        </legend>
        <span className="order-cutlery__text">
          <span className="order-switch__title" aria-hidden="true">
            <Trans>Cutlery</Trans>
          </span>
          <span className="order-switch__detail" id="order-cutlery-note" aria-live="polite">
            {n === 0 ? t`No cutlery — thank you for caring about nature` : t`${plural(n, { one: "# set", other: "# sets" })} of cutlery`}
          </span>
        </span>
        <span className="order-stepper">
          <button
            type="button"
            className="order-stepper__button"
            aria-label={t`Fewer sets of cutlery`}
            aria-disabled={n === 0}
            onClick={() => step(-1)}
          >
            −
          </button>
          <output className="order-stepper__value" aria-label={t`Sets of cutlery`}>
            {n}
          </output>
          <button
            type="button"
            className="order-stepper__button"
            aria-label={t`More sets of cutlery`}
            aria-disabled={n >= MAX_CUTLERY}
            onClick={() => step(1)}
          >
            +
          </button>
        </span>
      </fieldset>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
