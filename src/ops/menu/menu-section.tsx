// Menu: folders, products (prices, names, photos), modifiers. (Placeholder until this section is built.)
import type { OperatorMe } from "../../contract/staff";

export function MenuSection(_props: { me: OperatorMe }) {
  return null;
}
