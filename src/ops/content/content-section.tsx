// Content: news, promotions and vacancies in three languages. (Placeholder until this section is built.)
import type { OperatorMe } from "../../contract/staff";

export function ContentSection(_props: { me: OperatorMe }) {
  return null;
}
