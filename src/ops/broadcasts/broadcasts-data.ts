// The broadcasts section's reads and writes (docs/broadcasts.md, "Operator API") and its form: what
// is typed (texts per language, the picture's id, the button, the audience's filters) and the body
// it becomes. The audience's count is asked for as the filters change.
import { queryOptions } from "@tanstack/react-query";
import type { BroadcastDraft } from "../../contract/operator-broadcasts";
import type { BroadcastAudience } from "../../domain/broadcast";
import { LOCALES, type Locale } from "../../domain/locales";
import { opsApi } from "../api";

export const BROADCASTS_KEY = ["broadcasts"] as const;
export const broadcastsQuery = queryOptions({
  queryKey: BROADCASTS_KEY,
  queryFn: () => opsApi.GET("/api/operator/broadcasts"),
  // Progress moves while one is sending.
  refetchInterval: (q) => (q.state.data?.items.some((b) => b.status === "sending") ? 3000 : false),
});
export const regionsQuery = queryOptions({ queryKey: ["regions-ops"], queryFn: () => opsApi.GET("/api/operator/regions") });
export const countAudience = (audience: BroadcastAudience) => opsApi.POST("/api/operator/broadcasts/audience", { body: audience });
export const createBroadcast = (body: BroadcastDraft) => opsApi.POST("/api/operator/broadcasts", { body });
export const previewBroadcast = (id: number, body: { chatId?: number; locale: Locale }) =>
  opsApi.POST("/api/operator/broadcasts/{id}/preview", { path: { id: String(id) }, body });
export const startBroadcast = (id: number) => opsApi.POST("/api/operator/broadcasts/{id}/start", { path: { id: String(id) } });
export const cancelBroadcast = (id: number) => opsApi.POST("/api/operator/broadcasts/{id}/cancel", { path: { id: String(id) } });
export function uploadBroadcastPhoto(file: File) {
  const form = new FormData();
  form.append("photo", file);
  return opsApi.POST("/api/operator/broadcasts/photo", { body: form });
}

export type ButtonKind = "none" | "folder" | "promo";

export interface BroadcastForm {
  texts: Record<Locale, string>;
  photo: string | null;
  /** The uploaded picture's address, to show it. */
  photoSrc: string | null;
  buttonKind: ButtonKind;
  folderId: string;
  promoCode: string;
  languages: Locale[];
  regionIds: number[];
  lastOrderFrom: string;
  lastOrderBefore: string;
  ordersMin: string;
  ordersMax: string;
}

export const EMPTY_FORM: BroadcastForm = {
  texts: { ru: "", en: "", uz: "" },
  photo: null,
  photoSrc: null,
  buttonKind: "none",
  folderId: "",
  promoCode: "",
  languages: [],
  regionIds: [],
  lastOrderFrom: "",
  lastOrderBefore: "",
  ordersMin: "",
  ordersMax: "",
};

const whole = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : undefined);

export function audienceOf(f: BroadcastForm): BroadcastAudience {
  const a: BroadcastAudience = {};
  if (f.languages.length) a.languages = f.languages;
  if (f.regionIds.length) a.regionIds = f.regionIds;
  if (f.lastOrderFrom) a.lastOrderFrom = f.lastOrderFrom;
  if (f.lastOrderBefore) a.lastOrderBefore = f.lastOrderBefore;
  if (whole(f.ordersMin) !== undefined) a.ordersMin = whole(f.ordersMin);
  if (whole(f.ordersMax) !== undefined) a.ordersMax = whole(f.ordersMax);
  return a;
}

export function bodyOf(f: BroadcastForm): BroadcastDraft {
  const texts = Object.fromEntries(LOCALES.filter((l) => f.texts[l].trim()).map((l) => [l, f.texts[l].trim()]));
  const button =
    f.buttonKind === "folder" && f.folderId
      ? { kind: "folder" as const, folderId: Number(f.folderId) }
      : f.buttonKind === "promo" && f.promoCode.trim()
        ? { kind: "promo" as const, code: f.promoCode.trim().toUpperCase() }
        : null;
  return { texts, photo: f.photo, button, audience: audienceOf(f) };
}

export type FormProblem = "noText" | "captionTooLong" | "wholeNumber" | "maxBelowMin" | "beforeNotAfterFrom" | "buttonTarget";

/** The checks shown as it is typed (the server checks them again). */
export function formProblems(
  f: BroadcastForm,
): Partial<Record<"texts" | "ordersMin" | "ordersMax" | "lastOrderBefore" | "button", FormProblem>> {
  const p: ReturnType<typeof formProblems> = {};
  if (!LOCALES.some((l) => f.texts[l].trim())) p.texts = "noText";
  else if (f.photo && LOCALES.some((l) => f.texts[l].trim().length > 1024)) p.texts = "captionTooLong";
  if (f.ordersMin.trim() && whole(f.ordersMin) === undefined) p.ordersMin = "wholeNumber";
  if (f.ordersMax.trim() && whole(f.ordersMax) === undefined) p.ordersMax = "wholeNumber";
  const min = whole(f.ordersMin);
  const max = whole(f.ordersMax);
  if (!p.ordersMax && min !== undefined && max !== undefined && max < min) p.ordersMax = "maxBelowMin";
  if (f.lastOrderFrom && f.lastOrderBefore && f.lastOrderBefore <= f.lastOrderFrom) p.lastOrderBefore = "beforeNotAfterFrom";
  if ((f.buttonKind === "folder" && !f.folderId) || (f.buttonKind === "promo" && !f.promoCode.trim())) p.button = "buttonTarget";
  return p;
}
