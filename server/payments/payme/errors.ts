// Payme Merchant API, the errors (developer.help.paycom.uz, "Ошибки (ERRORS)"): every failure is a
// JSON-RPC error object with HTTP 200. Payme shows `message` to the payer, so it is given in the
// three languages it asks for (ru, uz, en); account errors (-31050…-31099) also name the account
// field in `data` ("order_id").

export interface LocalizedMessage {
  ru: string;
  uz: string;
  en: string;
}

export interface PaymeErrorBody {
  code: number;
  message: LocalizedMessage;
  data?: string;
}

/** The account field our cashbox is set up with in Payme's cabinet. */
export const ACCOUNT_FIELD = "order_id";

const ERRORS = {
  /** The body is not JSON. */
  parse: { code: -32700, message: { ru: "Ошибка разбора JSON", uz: "JSON tahlilida xato", en: "JSON parse error" } },
  /** Not a JSON-RPC request: no method, fields of the wrong type, a body too large. */
  invalidRequest: {
    code: -32600,
    message: { ru: "Неверный RPC-запрос", uz: "Noto'g'ri RPC so'rovi", en: "Invalid RPC request" },
  },
  methodNotFound: { code: -32601, message: { ru: "Метод не найден", uz: "Metod topilmadi", en: "Method not found" } },
  /** The Authorization header is missing or carries another key. */
  unauthorized: {
    code: -32504,
    message: { ru: "Недостаточно привилегий", uz: "Ruxsat yetarli emas", en: "Insufficient privileges" },
  },
  /** Our fault (the database is unreachable): Payme retries. */
  system: { code: -32400, message: { ru: "Системная ошибка", uz: "Tizim xatosi", en: "System error" } },
  wrongAmount: {
    code: -31001,
    message: { ru: "Неверная сумма заказа", uz: "Buyurtma summasi noto'g'ri", en: "Wrong order amount" },
  },
  transactionNotFound: {
    code: -31003,
    message: { ru: "Транзакция не найдена", uz: "Tranzaksiya topilmadi", en: "Transaction not found" },
  },
  cannotCancel: {
    code: -31007,
    message: {
      ru: "Заказ уже готовится, отменить оплату нельзя",
      uz: "Buyurtma tayyorlanmoqda, to'lovni bekor qilib bo'lmaydi",
      en: "The order is already being prepared; the payment cannot be cancelled",
    },
  },
  cannotPerform: {
    code: -31008,
    message: {
      ru: "Невозможно выполнить операцию",
      uz: "Amalni bajarib bo'lmaydi",
      en: "The operation cannot be performed",
    },
  },
  orderNotFound: {
    code: -31050,
    message: { ru: "Заказ не найден", uz: "Buyurtma topilmadi", en: "Order not found" },
  },
  orderNotPayable: {
    code: -31051,
    message: {
      ru: "Заказ уже оплачен, отменён или срок оплаты истёк",
      uz: "Buyurtma allaqachon to'langan, bekor qilingan yoki to'lov muddati o'tgan",
      en: "The order is already paid, cancelled or its payment time is over",
    },
  },
  orderInProgress: {
    code: -31052,
    message: {
      ru: "Заказ уже оплачивается другой транзакцией",
      uz: "Buyurtma boshqa tranzaksiya orqali to'lanmoqda",
      en: "The order is being paid by another transaction",
    },
  },
} as const satisfies Record<string, PaymeErrorBody>;

export type PaymeErrorKind = keyof typeof ERRORS;

const ACCOUNT_ERRORS = new Set<PaymeErrorKind>(["orderNotFound", "orderNotPayable", "orderInProgress"]);

/** A failure answered to Payme; thrown by the methods and turned into the error object by the route. */
export class PaymeError extends Error {
  constructor(
    readonly kind: PaymeErrorKind,
    /** Overrides `data` (the unknown method's name). */
    readonly data?: string,
  ) {
    super(ERRORS[kind].message.en);
  }

  get body(): PaymeErrorBody {
    const { code, message } = ERRORS[this.kind];
    const data = this.data ?? (ACCOUNT_ERRORS.has(this.kind) ? ACCOUNT_FIELD : undefined);
    return { code, message: { ...message }, ...(data === undefined ? {} : { data }) };
  }
}

/** The code of a kind (tests and docs read the table through this). */
export const paymeCode = (kind: PaymeErrorKind): number => ERRORS[kind].code;
