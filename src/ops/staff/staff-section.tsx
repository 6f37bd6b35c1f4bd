// Staff list (admins): who may open the console, with their role and restaurant; add someone by
// phone or Telegram id, edit someone's name, role and restaurant, remove someone after a
// confirmation (never yourself).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, List, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { OperatorMe, StaffMember } from "../../contract/staff";
import { History } from "../audit/history";
import { Confirm } from "../shared/confirm";
import { useSaveCount } from "../shared/query-client";
import { SectionState } from "../shared/section-state";
import { useRestaurantNames } from "../use-restaurants";
import { AddStaff } from "./add-staff";
import { EditStaff } from "./edit-staff";
import { useRoleName } from "./role-fields";
import { removeStaff, STAFF_KEY, staffQuery } from "./staff-data";
import "../shared/admin.css";

export function StaffSection({ me }: { me: OperatorMe }) {
  const { t } = useLingui();
  const staff = useQuery(staffQuery);
  const restaurants = useRestaurantNames();
  const saves = useSaveCount();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const roleName = useRoleName();
  const remove = useMutation({
    mutationFn: (person: StaffMember) => removeStaff(person.id),
    meta: { invalidates: [STAFF_KEY] },
    onSuccess: (_answer, person) => {
      toast.success(t`${person.name} removed from the staff`);
      setRemoving(null);
    },
  });
  if (!staff.data) return <SectionState query={staff} />;
  const restaurantName = (id: string | null) => (id ? (restaurants?.find((r) => r.id === id)?.name ?? id) : null);

  return (
    <List className="ops-admin ops-wide" data-testid="staff-section">
      <Section header={t`Staff`} footer={t`People on this list open the console after signing in with their phone or in Telegram.`}>
        {staff.data.map((person) => {
          const self = person.id === me.staffId;
          const role = roleName(person.role);
          const place = restaurantName(person.restaurantId);
          return (
            <Cell
              key={person.id}
              data-testid={`staff-row-${person.id}`}
              multiline
              subhead={place ? `${role} · ${place}` : role}
              subtitle={[person.phone, person.tgId ? `Telegram ${person.tgId}` : null].filter(Boolean).join(" · ")}
              after={
                <span className="ops-staff-actions">
                  <Button size="s" mode="plain" onClick={() => setEditing(person)} aria-label={t`Edit ${person.name}`}>
                    <Trans>Edit</Trans>
                  </Button>
                  {self ? (
                    <span className="ops-status">
                      <Trans>you</Trans>
                    </span>
                  ) : (
                    <Button size="s" mode="plain" onClick={() => setRemoving(person)} aria-label={t`Remove ${person.name}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </span>
              }
            >
              {person.name}
            </Cell>
          );
        })}
      </Section>
      <AddStaff restaurants={restaurants ?? []} />
      <History entity="staff" refresh={saves} limit={20} />
      <EditStaff
        person={editing}
        restaurants={restaurants ?? []}
        onlyAdmin={editing?.role === "admin" && staff.data.filter((s) => s.role === "admin").length === 1}
        onClose={() => setEditing(null)}
      />
      <Confirm
        open={removing !== null}
        title={removing ? t`Remove ${removing.name}?` : ""}
        description={t`They lose access to the console at once.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </List>
  );
}
