// How long a promotion lasts, in the page's language: "Valid until 31 December 2027".
import { Trans } from "@lingui/react/macro";
import { useLocale } from "../../i18n/use-locale";
import { formatLastDay, isoDay, lastMoment } from "../../domain/calendar-dates";

export function PromotionValidity({ endsAt }: { endsAt: string | null }) {
  const locale = useLocale();
  if (!endsAt) return <Trans>No end date</Trans>;
  const date = formatLastDay(endsAt, locale);
  const day = isoDay(lastMoment(endsAt) ?? "");
  return (
    <Trans>
      Valid until <time dateTime={day}>{date}</time>
    </Trans>
  );
}
