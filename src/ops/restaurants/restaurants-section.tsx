import type { OperatorMe } from "../../contract/staff";

export function RestaurantsSection(_props: { me: OperatorMe }) {
  return null;
}
