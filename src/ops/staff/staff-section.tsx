// Staff list (admins): add and remove people, their roles and restaurants. (Placeholder until this section is built.)
import type { OperatorMe } from "../../contract/staff";

export function StaffSection(_props: { me: OperatorMe }) {
  return null;
}
