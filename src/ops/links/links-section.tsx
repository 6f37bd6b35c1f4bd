// Deep links for bot operators, with copy and QR codes. (Placeholder until this section is built.)
import type { OperatorMe } from "../../contract/staff";

export function LinksSection(_props: { me: OperatorMe }) {
  return null;
}
