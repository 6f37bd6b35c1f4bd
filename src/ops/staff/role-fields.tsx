// The role of a staff member and, for every role but admin, their restaurant: one pair of fields
// for adding someone and for editing them; and how a role is named in the list.
import { useLingui } from "@lingui/react/macro";
import { Select } from "@telegram-apps/telegram-ui";
import { needsRestaurant, STAFF_ROLES, type StaffRole } from "../../domain/staff-roles";
import type { RestaurantName } from "../use-restaurants";

/** A role's short name ("Cook"), as the staff list shows it. */
export function useRoleName(): (role: StaffRole) => string {
  const { t } = useLingui();
  const names: Record<StaffRole, string> = { admin: t`Admin`, manager: t`Manager`, cook: t`Cook`, courier: t`Courier` };
  return (role) => names[role];
}

interface Props {
  role: StaffRole;
  restaurantId: string;
  restaurants: RestaurantName[];
  restaurantProblem: boolean;
  onChange: (patch: { role?: StaffRole; restaurantId?: string }) => void;
  testIds: { role: string; restaurant: string };
  /** The chain's only admin: the role cannot change (the server would refuse, 409 last_admin). */
  roleLocked?: boolean;
}

export function RoleFields({ role, restaurantId, restaurants, restaurantProblem, onChange, testIds, roleLocked = false }: Props) {
  const { t } = useLingui();
  const described: Record<StaffRole, string> = {
    admin: t`Admin of the whole chain`,
    manager: t`Manager of one restaurant`,
    cook: t`Cook: the kitchen screen of one restaurant`,
    courier: t`Courier: the courier screen of one restaurant`,
  };
  return (
    <>
      <Select
        header={t`Role`}
        data-testid={testIds.role}
        value={role}
        disabled={roleLocked}
        onChange={(e) => onChange({ role: STAFF_ROLES.find((r) => r === e.target.value) ?? "manager" })}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {described[r]}
          </option>
        ))}
      </Select>
      {roleLocked ? <p className="ops-hint">{t`The chain's only admin stays an admin: make someone else an admin first.`}</p> : null}
      {needsRestaurant(role) ? (
        <Select
          header={t`Restaurant`}
          data-testid={testIds.restaurant}
          value={restaurantId}
          status={restaurantProblem ? "error" : undefined}
          onChange={(e) => onChange({ restaurantId: e.target.value })}
        >
          <option value="">{t`Choose a restaurant`}</option>
          {restaurants.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      ) : null}
    </>
  );
}
