// Staff list (admins): who may open the console, with their role and a manager's restaurant; add
// someone by phone or Telegram id, remove someone after a confirmation (never yourself).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, List, Section } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import type { OperatorMe, StaffMember } from "../../contract/staff";
import { AdminOnly, SectionState } from "../audit/admin-only";
import { Confirm } from "../audit/confirm";
import { History } from "../audit/history";
import { useProblem } from "../audit/problem";
import { useLoad } from "../audit/use-load";
import { AddStaff } from "./add-staff";
import { loadRestaurants, loadStaff, removeStaff } from "./staff-data";
import "../audit/admin.css";

export function StaffSection({ me }: { me: OperatorMe }) {
  if (me.role !== "admin") return <AdminOnly />;
  return <StaffList me={me} />;
}

function StaffList({ me }: { me: OperatorMe }) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const staff = useLoad(loadStaff, "staff");
  const restaurants = useLoad(() => loadRestaurants(i18n.locale), `restaurants/${i18n.locale}`);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState(0);
  if (!staff.data) return <SectionState error={staff.error} onRetry={staff.reload} />;
  const restaurantName = (id: string | null) => (id ? (restaurants.data?.find((r) => r.id === id)?.name ?? id) : null);

  async function remove(person: StaffMember) {
    setBusy(true);
    try {
      await removeStaff(person.id);
      toast.success(t`${person.name} removed from the staff`);
      setRemoving(null);
      setChanges((n) => n + 1);
      staff.reload();
    } catch (err) {
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <List className="ops-admin ops-wide" data-testid="staff-section">
      <Section header={t`Staff`} footer={t`People on this list open the console after signing in with their phone or in Telegram.`}>
        {staff.data.map((person) => {
          const self = person.id === me.staffId;
          const role = person.role === "admin" ? t`Admin` : t`Manager`;
          const place = restaurantName(person.restaurantId);
          return (
            <Cell
              key={person.id}
              data-testid={`staff-row-${person.id}`}
              multiline
              subhead={place ? `${role} · ${place}` : role}
              subtitle={[person.phone, person.tgId ? `Telegram ${person.tgId}` : null].filter(Boolean).join(" · ")}
              after={
                self ? (
                  <span className="ops-status">
                    <Trans>you</Trans>
                  </span>
                ) : (
                  <Button size="s" mode="plain" onClick={() => setRemoving(person)} aria-label={t`Remove ${person.name}`}>
                    <Trans>Remove</Trans>
                  </Button>
                )
              }
            >
              {person.name}
            </Cell>
          );
        })}
      </Section>
      <AddStaff
        restaurants={restaurants.data ?? []}
        onAdded={() => {
          setChanges((n) => n + 1);
          staff.reload();
        }}
      />
      <History entity="staff" refresh={changes} limit={20} />
      <Confirm
        open={removing !== null}
        title={removing ? t`Remove ${removing.name}?` : ""}
        description={t`They lose access to the console at once.`}
        confirmLabel={t`Remove`}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </List>
  );
}
