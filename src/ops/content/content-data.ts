// News, promotions ("stocks") and vacancies for the content editor (docs/operator-api.md, Content):
// news and promotions are `{ title, body, summary?, imageUrl? }` in three languages with
// publishedAt or startsAt/endsAt and a draft flag; vacancies have a region, a plain-text
// description, schedule and salary. Mirrors src/contract/operator-content.ts.
import { queryOptions } from "@tanstack/react-query";
import { opsApi } from "../api";
import type { Localized } from "../shared/localized-fields";

export const CONTENT_KINDS = ["news", "stocks", "vacancies"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentItem {
  id: number;
  title: Localized;
  body?: Localized;
  description?: Localized;
  summary?: Localized;
  imageUrl?: string | null;
  publishedAt?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  isPublished?: boolean;
  isActive?: boolean;
  status?: string;
  regionId?: number;
  schedule?: Localized;
  salary?: Localized;
  createdAt?: string;
}

export type ContentStatus = "published" | "scheduled" | "draft" | "ended";

/** Published, scheduled (its time has not come), ended (a promotion past its end) or a draft. */
export function statusOf(kind: ContentKind, item: ContentItem, now: Date): ContentStatus {
  if (item.status === "published" || item.status === "scheduled" || item.status === "draft" || item.status === "ended") return item.status;
  if (item.isPublished === false || item.isActive === false) return "draft";
  const at = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);
  const start = kind === "news" ? at(item.publishedAt) : kind === "stocks" ? at(item.startsAt) : null;
  if (start !== null && start > now.getTime()) return "scheduled";
  const end = kind === "stocks" ? at(item.endsAt) : null;
  if (end !== null && end <= now.getTime()) return "ended";
  return "published";
}

/** The rich text of an item (vacancies call it description). */
export const bodyOf = (item: ContentItem): Localized | undefined => item.body ?? item.description;

export interface ContentForm {
  title: Localized;
  body: Localized;
  imageUrl: string;
  /** ISO instants (news: publishedAt; promotions: startsAt, endsAt). */
  publishedAt: string | null;
  startsAt: string | null;
  endsAt: string | null;
  draft: boolean;
}

/** The request body of a form for one kind: only the fields that kind has. */
export function contentBody(kind: "news" | "stocks", form: ContentForm): Record<string, unknown> {
  const body: Record<string, unknown> = { title: form.title, body: form.body };
  if (form.imageUrl.trim()) body.imageUrl = form.imageUrl.trim();
  if (kind === "news") {
    if (form.publishedAt) body.publishedAt = form.publishedAt;
    body.isPublished = !form.draft;
  }
  if (kind === "stocks") {
    if (form.startsAt) body.startsAt = form.startsAt;
    body.endsAt = form.endsAt;
    body.isActive = !form.draft;
  }
  return body;
}

export interface VacancyForm {
  regionId: number;
  title: Localized;
  description: Localized;
  schedule: Localized;
  salary: Localized;
  closed: boolean;
}

export const vacancyBody = (form: VacancyForm): Record<string, unknown> => ({
  regionId: form.regionId,
  title: form.title,
  description: form.description,
  schedule: form.schedule,
  salary: form.salary,
  isActive: !form.closed,
});

/** One kind's list: every save or removal of that kind invalidates it. */
export const contentKey = (kind: ContentKind) => ["content", kind] as const;
export const contentQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKey(kind),
    queryFn: () => opsApi.get<ContentItem[] | { items: ContentItem[] }>(`/${kind}`).then((r) => (Array.isArray(r) ? r : r.items)),
  });
export const createContent = (kind: ContentKind, body: Record<string, unknown>) => opsApi.post<{ id: number }>(`/${kind}`, body);
export const updateContent = (kind: ContentKind, id: number, body: Record<string, unknown>) =>
  opsApi.patch<unknown>(`/${kind}/${id}`, body);
export const removeContent = (kind: ContentKind, id: number) => opsApi.delete(`/${kind}/${id}`);

/** The audit log's name of each kind. */
export const AUDIT_ENTITY = { news: "news", stocks: "stock", vacancies: "vacancy" } as const;
