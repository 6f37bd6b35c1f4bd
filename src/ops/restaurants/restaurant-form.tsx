// One restaurant's settings: hours, open or closed (with the note customers see, in ru/en/uz);
// delivery time and price and the online payment types it takes for admins, and for them the way to its zone and its details
// (restaurant-editor.tsx); a restaurant without a zone says it is pickup only. Saved with PATCH /api/operator/restaurants/{id}: only the
// fields that changed are sent.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Section, Switch } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { OperatorRestaurant, RestaurantPatch } from "../../contract/operator-restaurants";
import { LOCALES, type Locale } from "../../domain/locales";
import { opsApi } from "../api";
import { problemFields } from "../errors";
import { RESTAURANTS_KEY } from "../use-restaurants";
import { hoursExtraPatch, initialHoursExtra } from "./hours-extra-data";
import { HoursExtraFields } from "./hours-extra-fields";
import { PaymentSwitches, sameTypes } from "./payment-switches";
import { FeeFields, HoursFields } from "./service-fields";

interface Props {
  restaurant: OperatorRestaurant;
  admin: boolean;
  onZone: () => void;
  /** Admins: the editor of its names, address, phone, place and city. */
  onDetails: () => void;
}

type Note = Record<Locale, string>;

export function RestaurantForm({ restaurant: r, admin, onZone, onDetails }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [opensAt, setOpensAt] = useState(r.opensAt);
  const [closesAt, setClosesAt] = useState(r.closesAt);
  const [duration, setDuration] = useState(String(r.deliveryDuration));
  const [price, setPrice] = useState(String(r.priceOfDelivery));
  const [active, setActive] = useState(r.isActive);
  const [note, setNote] = useState<Note>(r.closedNote ?? { ru: "", en: "", uz: "" });
  const [noteMissing, setNoteMissing] = useState<string | null>(null);
  const [paymentsOff, setPaymentsOff] = useState(r.onlinePaymentsOff);
  const [extra, setExtra] = useState(() => initialHoursExtra(r));
  const save = useMutation({
    mutationFn: (body: RestaurantPatch) => opsApi.PATCH("/api/operator/restaurants/{id}", { path: { id: r.id }, body }),
    meta: { invalidates: [RESTAURANTS_KEY] },
    onSuccess: () => toast.success(t`${r.name[locale]}: saved`),
  });
  const fields: Record<string, string> = noteMissing ? { closedNote: noteMissing } : problemFields(save.error);

  const patch = (): RestaurantPatch => {
    const p: RestaurantPatch = { ...hoursExtraPatch(extra, r, admin) };
    if (opensAt !== r.opensAt) p.opensAt = opensAt;
    if (closesAt !== r.closesAt) p.closesAt = closesAt;
    if (admin && duration !== String(r.deliveryDuration)) p.deliveryDuration = Number(duration);
    if (admin && price !== String(r.priceOfDelivery)) p.priceOfDelivery = Number(price);
    if (active !== r.isActive) p.isActive = active;
    if (admin && !sameTypes(paymentsOff, r.onlinePaymentsOff)) p.onlinePaymentsOff = paymentsOff;
    // Closed: the note goes with it when it is new or changed; reopened: the old note is dropped.
    if (!active && (r.isActive || JSON.stringify(note) !== JSON.stringify(r.closedNote))) p.closedNote = note;
    if (active && !r.isActive && r.closedNote) p.closedNote = null;
    return p;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = patch();
    setNoteMissing(null);
    if (Object.keys(body).length === 0) return toast.info(t`Nothing has changed.`);
    if (body.closedNote && LOCALES.some((l) => !note[l].trim())) return setNoteMissing(t`Write the note in all three languages.`);
    save.mutate(body);
  };

  const status = (name: string) => (fields[name] ? "error" : "default");
  return (
    <form onSubmit={submit} className="ops-column" aria-label={r.name[locale]} data-restaurant={r.id}>
      <Section header={r.name[locale]} footer={Object.values(fields).join(" ") || undefined}>
        {r.zone === null && (
          <p className="ops-hint" data-testid="pickup-only">
            <Trans>Pickup only: no delivery zone yet.</Trans>
          </p>
        )}
        <Cell
          Component="label"
          description={active ? t`Takes orders` : t`Closed: customers see the note`}
          after={<Switch aria-label={t`Open`} checked={active} onChange={(e) => setActive(e.target.checked)} />}
        >
          <Trans>Open</Trans>
        </Cell>
        {!active &&
          LOCALES.map((l) => (
            <Input
              key={l}
              header={t`Note (${l})`}
              aria-label={t`Note (${l})`}
              lang={l}
              maxLength={300}
              status={status("closedNote")}
              value={note[l]}
              onChange={(e) => setNote({ ...note, [l]: e.target.value })}
            />
          ))}
        <HoursFields
          className="ops-pair"
          opensAt={{ value: opensAt, onChange: setOpensAt }}
          closesAt={{ value: closesAt, onChange: setClosesAt }}
          status={status}
        />
        <HoursExtraFields state={extra} onChange={setExtra} admin={admin} status={status} />
        {admin && (
          <FeeFields
            className="ops-pair"
            duration={{ value: duration, onChange: setDuration }}
            price={{ value: price, onChange: setPrice }}
            status={status}
          />
        )}
        {admin && <PaymentSwitches off={paymentsOff} onChange={setPaymentsOff} />}
        <div className="ops-row ops-row--pad">
          <Button type="submit" size="m" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
          {admin && (
            <Button type="button" size="m" mode="bezeled" onClick={onZone}>
              <Trans>Delivery zone</Trans>
            </Button>
          )}
          {admin && (
            <Button type="button" size="m" mode="plain" onClick={onDetails}>
              <Trans>Details</Trans>
            </Button>
          )}
        </div>
      </Section>
    </form>
  );
}
