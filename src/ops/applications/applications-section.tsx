// Applications inbox (admins): newest first, filtered by vacancy and status; one opens beside the
// list on a desktop and instead of it on a phone, with its CV and the reviewed/rejected decision.
import { useLingui } from "@lingui/react/macro";
import { Cell, List, Placeholder, Section, Select } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SectionState } from "../shared/section-state";
import { formatWhen } from "../shared/when";
import { ApplicationDetail } from "./application-detail";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationsQuery,
  type InboxFilter,
  titleOf,
  vacancyNamesQuery,
} from "./applications-data";
import { StatusLabel } from "./status-label";
import "../shared/admin.css";
import "./applications.css";

export function ApplicationsSection() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<InboxFilter>({ vacancyId: null, status: null });
  const [openId, setOpenId] = useState<number | null>(null);
  // The list filtered before stays in sight while the new filter loads (the open application too).
  const list = useQuery({ ...applicationsQuery(filter), placeholderData: keepPreviousData });
  const vacancies = useQuery(vacancyNamesQuery(i18n.locale));
  const statusNames: Record<ApplicationStatus, string> = { new: t`New`, reviewed: t`Reviewed`, rejected: t`Rejected` };
  const vacancyOf = (id: number, title: Parameters<typeof titleOf>[0]) =>
    titleOf(title, i18n.locale) ?? vacancies.data?.find((v) => v.id === id)?.title ?? t`Vacancy #${id}`;
  const open = list.data?.find((a) => a.id === openId) ?? null;

  return (
    <List className="ops-admin ops-wide" data-testid="applications-section">
      <div className="ops-row ops-row--2 ops-filters">
        <Select
          header={t`Vacancy`}
          value={filter.vacancyId ?? ""}
          onChange={(e) => setFilter((f) => ({ ...f, vacancyId: e.target.value ? Number(e.target.value) : null }))}
        >
          <option value="">{t`All vacancies`}</option>
          {(vacancies.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.title}
            </option>
          ))}
        </Select>
        <Select
          header={t`Status`}
          value={filter.status ?? ""}
          onChange={(e) =>
            setFilter((f) => ({
              ...f,
              status: (APPLICATION_STATUSES as readonly string[]).includes(e.target.value) ? (e.target.value as ApplicationStatus) : null,
            }))
          }
        >
          <option value="">{t`Any status`}</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusNames[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className={`ops-split${open ? " ops-split--open" : ""}`}>
        <div className="ops-split__list">
          {!list.data ? (
            <SectionState query={list} />
          ) : list.data.length === 0 ? (
            <Placeholder description={t`No applications match.`} />
          ) : (
            <Section header={t`Applications, newest first`}>
              {list.data.map((a) => (
                <Cell
                  key={a.id}
                  data-testid={`application-${a.id}`}
                  multiline
                  hovered={a.id === openId}
                  subhead={formatWhen(a.createdAt, i18n.locale)}
                  subtitle={`${vacancyOf(a.vacancyId, a.vacancyTitle)} · ${a.city}`}
                  after={<StatusLabel status={a.status} />}
                  onClick={() => setOpenId(a.id)}
                >
                  {a.fullName}
                </Cell>
              ))}
            </Section>
          )}
        </div>
        {open ? (
          <div className="ops-split__detail">
            <ApplicationDetail
              key={open.id}
              application={open}
              vacancy={vacancyOf(open.vacancyId, open.vacancyTitle)}
              onBack={() => setOpenId(null)}
            />
          </div>
        ) : (
          <div className="ops-split__detail ops-split__empty">
            <Placeholder description={t`Choose an application to read it.`} />
          </div>
        )}
      </div>
    </List>
  );
}
