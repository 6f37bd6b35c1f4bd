// Editing a staff member in a dialog: their name, role and restaurant. The server refuses to demote
// the last admin (409 last_admin); the refusal is said under the fields.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Modal } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { StaffMember } from "../../contract/staff";
import { needsRestaurant } from "../../domain/staff-roles";
import { fieldProblem, useProblem } from "../errors";
import type { RestaurantName } from "../use-restaurants";
import { RoleFields } from "./role-fields";
import { editStaff, STAFF_KEY, type StaffForm, staffPatchBody } from "./staff-data";

type EditForm = Pick<StaffForm, "name" | "role" | "restaurantId">;

interface Props {
  person: StaffMember | null;
  restaurants: RestaurantName[];
  /** The person is the chain's only admin. */
  onlyAdmin: boolean;
  onClose: () => void;
}

export function EditStaff({ person, restaurants, onlyAdmin, onClose }: Props) {
  return (
    <Modal open={person !== null} onOpenChange={(next) => !next && onClose()} header={<Modal.Header />}>
      {person ? <EditForm key={person.id} person={person} restaurants={restaurants} onlyAdmin={onlyAdmin} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditForm({ person, restaurants, onlyAdmin, onClose }: Omit<Props, "person"> & { person: StaffMember }) {
  const { t } = useLingui();
  const problem = useProblem();
  const [form, setForm] = useState<EditForm>({ name: person.name, role: person.role, restaurantId: person.restaurantId ?? "" });
  const save = useMutation({
    mutationFn: (f: EditForm) => editStaff(person.id, staffPatchBody(f)),
    meta: { invalidates: [STAFF_KEY], toast: false },
    onSuccess: (saved) => {
      toast.success(t`${saved.name} saved`);
      onClose();
    },
  });
  const set = (patch: Partial<EditForm>) => setForm((f) => ({ ...f, ...patch }));
  const ready = form.name.trim() !== "" && (!needsRestaurant(form.role) || form.restaurantId !== "");
  return (
    <form
      className="ops-form ops-edit-staff"
      data-testid="edit-staff"
      aria-label={t`Edit ${person.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) save.mutate(form);
      }}
    >
      <Input
        header={t`Full name`}
        data-testid="edit-staff-name"
        value={form.name}
        maxLength={100}
        status={fieldProblem(save.error, "name") ? "error" : undefined}
        onChange={(e) => set({ name: e.target.value })}
      />
      <RoleFields
        role={form.role}
        restaurantId={form.restaurantId}
        restaurants={restaurants}
        restaurantProblem={fieldProblem(save.error, "restaurantId") !== undefined}
        onChange={set}
        testIds={{ role: "edit-staff-role", restaurant: "edit-staff-restaurant" }}
        roleLocked={onlyAdmin}
      />
      {save.error ? (
        <p className="ops-error" role="alert">
          {problem(save.error)}
        </p>
      ) : null}
      <div className="ops-actions">
        <Button size="m" type="submit" data-testid="edit-staff-save" loading={save.isPending} disabled={!ready}>
          <Trans>Save</Trans>
        </Button>
        <Button size="m" mode="plain" type="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
