// Where payment providers' servers call us. They post from their own servers with their own body
// types (Payme: JSON-RPC; Click: a urlencoded form) and prove themselves by their credentials or
// signature, so these paths — and only these — skip the JSON-only write guard (server/app.ts).
export const PAYME_PATH = "/api/payments/payme";
export const CLICK_PREPARE_PATH = "/api/payments/click/prepare";
export const CLICK_COMPLETE_PATH = "/api/payments/click/complete";

export const PAYMENT_PROVIDER_PATHS = [PAYME_PATH, CLICK_PREPARE_PATH, CLICK_COMPLETE_PATH] as const;
