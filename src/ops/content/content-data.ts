// News, promotions ("stocks") and vacancies for the content editor (docs/operator-api.md, Content):
// news and promotions are `{ title, body, summary?, imageUrl? }` in three languages with
// publishedAt or startsAt/endsAt and a draft flag; vacancies have a region, a plain-text
// description, schedule and salary. Mirrors src/contract/operator-content.ts.
import { queryOptions } from "@tanstack/react-query";
import type { NewNews, NewStock, NewVacancy } from "../../contract/operator-content";
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

/** What a save sends: one kind's body (new or changed, the whole form either way). */
export type ContentRequest = { kind: "news"; body: NewNews } | { kind: "stocks"; body: NewStock } | { kind: "vacancies"; body: NewVacancy };

const imageOf = (form: ContentForm) => (form.imageUrl.trim() ? { imageUrl: form.imageUrl.trim() } : {});
const newsBody = (form: ContentForm): NewNews => ({
  title: form.title,
  body: form.body,
  ...imageOf(form),
  ...(form.publishedAt ? { publishedAt: form.publishedAt } : {}),
  isPublished: !form.draft,
});
const stockBody = (form: ContentForm): NewStock => ({
  title: form.title,
  body: form.body,
  ...imageOf(form),
  ...(form.startsAt ? { startsAt: form.startsAt } : {}),
  endsAt: form.endsAt,
  isActive: !form.draft,
});

/** The request body of a form for one kind: only the fields that kind has. */
export const contentBody = (kind: "news" | "stocks", form: ContentForm): NewNews | NewStock =>
  kind === "news" ? newsBody(form) : stockBody(form);

/** A form's request: its kind's body, named by the kind. */
export const contentRequest = (kind: "news" | "stocks", form: ContentForm): ContentRequest =>
  kind === "news" ? { kind, body: newsBody(form) } : { kind, body: stockBody(form) };

export interface VacancyForm {
  regionId: number;
  title: Localized;
  description: Localized;
  schedule: Localized;
  salary: Localized;
  closed: boolean;
}

export const vacancyBody = (form: VacancyForm): NewVacancy => ({
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
    queryFn: () => listContent(kind),
  });

// One documented path per kind: a switch, so each call is typed by its own path.
function listContent(kind: ContentKind): Promise<ContentItem[]> {
  if (kind === "news") return opsApi.GET("/api/operator/news");
  if (kind === "stocks") return opsApi.GET("/api/operator/stocks");
  return opsApi.GET("/api/operator/vacancies");
}
export function createContent(request: ContentRequest): Promise<{ id: number }> {
  if (request.kind === "news") return opsApi.POST("/api/operator/news", { body: request.body });
  if (request.kind === "stocks") return opsApi.POST("/api/operator/stocks", { body: request.body });
  return opsApi.POST("/api/operator/vacancies", { body: request.body });
}
export async function updateContent(request: ContentRequest, id: number): Promise<void> {
  if (request.kind === "news") await opsApi.PATCH("/api/operator/news/{id}", { path: { id }, body: request.body });
  else if (request.kind === "stocks") await opsApi.PATCH("/api/operator/stocks/{id}", { path: { id }, body: request.body });
  else await opsApi.PATCH("/api/operator/vacancies/{id}", { path: { id }, body: request.body });
}
export async function removeContent(kind: ContentKind, id: number): Promise<void> {
  if (kind === "news") await opsApi.DELETE("/api/operator/news/{id}", { path: { id } });
  else if (kind === "stocks") await opsApi.DELETE("/api/operator/stocks/{id}", { path: { id } });
  else await opsApi.DELETE("/api/operator/vacancies/{id}", { path: { id } });
}

/** The audit log's name of each kind. */
export const AUDIT_ENTITY = { news: "news", stocks: "stock", vacancies: "vacancy" } as const;
