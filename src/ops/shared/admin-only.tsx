// What a manager sees in a section only admins use (the server refuses them with 403 admin_only too).
import { useLingui } from "@lingui/react/macro";
import { Placeholder } from "@telegram-apps/telegram-ui";

export function AdminOnly() {
  const { t } = useLingui();
  return <Placeholder header={t`For admins`} description={t`Only the chain's admins can open this section.`} />;
}

/** Loading or a failed load of a whole section, with a retry. */
export { SectionState } from "./section-state";
