// A restaurant's days with other hours (a holiday's hours or a closed day), a temporary close that
// ends by itself, and (admins) its own operators' Telegram chat: part of its card's form
// (restaurant-form.tsx); the state and the patch are in hours-extra-data.ts.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Switch } from "@telegram-apps/telegram-ui";
import type { HoursExceptionWire } from "../../contract/restaurant-hours";
import { type HoursExtraState, newException } from "./hours-extra-data";

type Status = "error" | "default" | undefined;

interface Props {
  state: HoursExtraState;
  onChange: (state: HoursExtraState) => void;
  admin: boolean;
  status: (key: string) => Status;
}

export function HoursExtraFields({ state, onChange, admin, status }: Props) {
  const { t } = useLingui();
  const setDay = (i: number, day: HoursExceptionWire) =>
    onChange({ ...state, exceptions: state.exceptions.map((e, j) => (j === i ? day : e)) });
  const removeDay = (i: number) => onChange({ ...state, exceptions: state.exceptions.filter((_, j) => j !== i) });
  return (
    <>
      <div className="ops-pair">
        <Input
          header={t`Closed until`}
          aria-label={t`Closed until (reopens by itself)`}
          type="datetime-local"
          status={status("closedUntil")}
          value={state.closedUntil}
          onChange={(e) => onChange({ ...state, closedUntil: e.target.value })}
        />
        {state.closedUntil !== "" && (
          <Button type="button" size="s" mode="plain" onClick={() => onChange({ ...state, closedUntil: "" })}>
            <Trans>Open now</Trans>
          </Button>
        )}
      </div>
      <fieldset className="ops-hours-days" aria-label={t`Days with other hours`}>
        <legend className="ops-hint">
          <Trans>Days with other hours</Trans>
        </legend>
        {state.exceptions.map((day, i) => {
          const closed = day.opensAt === null;
          return (
            <div className="ops-pair" key={day.date + String(i)} data-testid="hours-day">
              <Input
                header={t`Day`}
                aria-label={t`Day`}
                type="date"
                status={status("hoursExceptions")}
                value={day.date}
                onChange={(e) => setDay(i, { ...day, date: e.target.value })}
              />
              <Cell
                Component="label"
                after={
                  <Switch
                    aria-label={t`Closed all day`}
                    checked={closed}
                    onChange={(e) =>
                      setDay(
                        i,
                        e.target.checked ? { ...day, opensAt: null, closesAt: null } : { ...day, opensAt: "10:00", closesAt: "18:00" },
                      )
                    }
                  />
                }
              >
                <Trans>Closed all day</Trans>
              </Cell>
              {!closed && (
                <>
                  <Input
                    header={t`Opens`}
                    aria-label={t`Opens on ${day.date}`}
                    type="time"
                    value={day.opensAt ?? ""}
                    onChange={(e) => setDay(i, { ...day, opensAt: e.target.value })}
                  />
                  <Input
                    header={t`Closes`}
                    aria-label={t`Closes on ${day.date}`}
                    type="time"
                    value={day.closesAt ?? ""}
                    onChange={(e) => setDay(i, { ...day, closesAt: e.target.value })}
                  />
                </>
              )}
              <Button type="button" size="s" mode="plain" onClick={() => removeDay(i)}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          size="s"
          mode="bezeled"
          onClick={() => onChange({ ...state, exceptions: [...state.exceptions, newException(state.exceptions)] })}
        >
          <Trans>Add a day</Trans>
        </Button>
      </fieldset>
      {admin && (
        <Input
          header={t`Operators' Telegram chat id`}
          aria-label={t`Operators' Telegram chat id`}
          placeholder="-1001234567890"
          inputMode="numeric"
          status={status("operatorChatId")}
          value={state.chatId}
          onChange={(e) => onChange({ ...state, chatId: e.target.value })}
        />
      )}
    </>
  );
}
