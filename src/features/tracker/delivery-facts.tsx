// The order's delivery details among the tracker's facts (inside its <dl>): the note to change for
// cash, contactless delivery, and the sets of cutlery (or none).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { OrderDetail } from "./api/get-order";

export function DeliveryFacts({ order }: { order: Pick<OrderDetail, "changeFrom" | "contactless" | "cutlery"> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { changeFrom, contactless, cutlery } = order;
  const note = changeFrom === null ? "" : formatMoney(changeFrom, locale);
  return (
    <>
      {changeFrom !== null && (
        <div data-fact="change">
          <dt>{t`Change`}</dt>
          <dd>{t`From ${note}`}</dd>
        </div>
      )}
      {contactless && (
        <div data-fact="contactless">
          <dt>{t`Contactless delivery`}</dt>
          <dd>{t`The courier leaves the order at the door and calls you`}</dd>
        </div>
      )}
      <div data-fact="cutlery">
        <dt>{t`Cutlery`}</dt>
        <dd>{cutlery === 0 ? t`No cutlery` : plural(cutlery, { one: "# set", other: "# sets" })}</dd>
      </div>
    </>
  );
}
