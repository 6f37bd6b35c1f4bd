// Applications inbox: vacancy applications and their CVs. (Placeholder until this section is built.)
import type { OperatorMe } from "../../contract/staff";

export function ApplicationsSection(_props: { me: OperatorMe }) {
  return null;
}
