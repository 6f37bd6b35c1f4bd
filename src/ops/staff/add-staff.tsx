// Adding someone to the staff: a name, a phone or a Telegram id (or both), a role, and for a
// manager, cook or courier the restaurant they work at.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { needsRestaurant } from "../../domain/staff-roles";
import { fieldProblem, useProblem } from "../errors";
import type { RestaurantName } from "../use-restaurants";
import { RoleFields } from "./role-fields";
import { addStaff, newStaffBody, STAFF_KEY, type StaffForm } from "./staff-data";

const EMPTY: StaffForm = { name: "", phone: "", tgId: "", role: "manager", restaurantId: "" };

export function AddStaff({ restaurants }: { restaurants: RestaurantName[] }) {
  const { t } = useLingui();
  const problem = useProblem();
  const [form, setForm] = useState<StaffForm>(EMPTY);
  // Said under the form rather than in a toast: the person adding someone reads it beside the fields.
  const add = useMutation({
    mutationFn: (body: ReturnType<typeof newStaffBody>) => addStaff(body),
    meta: { invalidates: [STAFF_KEY], toast: false },
    onSuccess: (_answer, body) => {
      toast.success(t`${body.name} added to the staff`);
      setForm(EMPTY);
    },
  });
  const has = (field: string) => fieldProblem(add.error, field) !== undefined;
  const set = (patch: Partial<StaffForm>) => setForm((f) => ({ ...f, ...patch }));

  const tgIdOk = form.tgId.trim() === "" || /^\d{1,15}$/.test(form.tgId.trim());
  const ready =
    form.name.trim() !== "" &&
    (form.phone.trim() !== "" || form.tgId.trim() !== "") &&
    tgIdOk &&
    (!needsRestaurant(form.role) || form.restaurantId !== "");

  return (
    <Section header={t`Add a staff member`} footer={t`Give a phone, a Telegram id, or both: they sign in with either.`}>
      <form
        className="ops-form"
        data-testid="add-staff"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) add.mutate(newStaffBody(form));
        }}
      >
        <Input
          header={t`Full name`}
          data-testid="staff-name"
          value={form.name}
          maxLength={100}
          status={has("name") ? "error" : undefined}
          onChange={(e) => set({ name: e.target.value })}
        />
        <Input
          header={t`Phone`}
          data-testid="staff-phone"
          type="tel"
          placeholder="+998 90 123 45 67"
          value={form.phone}
          status={has("phone") ? "error" : undefined}
          onChange={(e) => set({ phone: e.target.value })}
        />
        <Input
          header={t`Telegram user id (optional)`}
          inputMode="numeric"
          value={form.tgId}
          status={!tgIdOk || has("tgId") ? "error" : undefined}
          onChange={(e) => set({ tgId: e.target.value })}
        />
        <RoleFields
          role={form.role}
          restaurantId={form.restaurantId}
          restaurants={restaurants}
          restaurantProblem={has("restaurantId")}
          onChange={set}
          testIds={{ role: "staff-role", restaurant: "staff-restaurant" }}
        />
        {add.error ? (
          <p className="ops-error" role="alert">
            {problem(add.error)}
          </p>
        ) : null}
        <div className="ops-actions">
          <Button size="m" type="submit" data-testid="staff-add" loading={add.isPending} disabled={!ready}>
            <Trans>Add</Trans>
          </Button>
        </div>
      </form>
    </Section>
  );
}
