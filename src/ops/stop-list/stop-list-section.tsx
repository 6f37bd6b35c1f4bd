import type { OperatorMe } from "../../contract/staff";

export function StopListSection(_props: { me: OperatorMe }) {
  return null;
}
