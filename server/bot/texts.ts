// Everything the bot says, in the storefront's three languages. `Localized` makes a missing
// language a type error. Customers read their own language (the order's, or Telegram's
// language_code for commands); the operators' chat reads OPERATOR_LOCALE.
import type { Localized } from "../../src/domain/localized";
import type { Locale } from "../../src/domain/locales";
import { STATUS } from "../../src/domain/order-status";

type Texts = Record<string, Localized>;

/** The operators' chat is one group: one language for everyone in it. */
export const OPERATOR_LOCALE: Locale = "ru";

export const T = {
  greeting: {
    ru: "Здравствуйте! Меню, корзина и заказ — в нашем приложении прямо в Telegram.",
    en: "Hello! The menu, your cart and your order are in our app right here in Telegram.",
    uz: "Assalomu alaykum! Menyu, savat va buyurtma — Telegram ichidagi ilovamizda.",
  },
  greetingFolder: {
    ru: "Здравствуйте! Открываем нужный раздел меню.",
    en: "Hello! Opening that part of the menu.",
    uz: "Assalomu alaykum! Menyuning kerakli bo‘limini ochamiz.",
  },
  greetingTag: {
    ru: "Здравствуйте! Вот подборка из меню.",
    en: "Hello! Here is a selection from the menu.",
    uz: "Assalomu alaykum! Mana menyudan saralangan taomlar.",
  },
  greetingOrder: {
    ru: "Здравствуйте! Здесь видно, как продвигается ваш заказ.",
    en: "Hello! Here you can follow your order.",
    uz: "Assalomu alaykum! Bu yerda buyurtmangiz holatini kuzatishingiz mumkin.",
  },
  openMenu: { ru: "Открыть меню", en: "Open the menu", uz: "Menyuni ochish" },
  openOrder: { ru: "Открыть заказ", en: "Open the order", uz: "Buyurtmani ochish" },
  myOrders: { ru: "Мои заказы", en: "My orders", uz: "Buyurtmalarim" },
  ordersText: {
    ru: "Ваши заказы и их статусы — в профиле приложения.",
    en: "Your orders and their status are in the app's profile.",
    uz: "Buyurtmalaringiz va ularning holati ilovadagi profilda.",
  },
  help: {
    ru: "/menu — меню\n/orders — мои заказы\n/help — помощь\n\nО каждом заказе мы пишем сюда, пока он в пути.",
    en: "/menu — the menu\n/orders — my orders\n/help — help\n\nWe write here about each order until it reaches you.",
    uz: "/menu — menyu\n/orders — buyurtmalarim\n/help — yordam\n\nHar bir buyurtma haqida shu yerga yozib boramiz.",
  },
  noSite: {
    ru: "Приложение пока недоступно: адрес сайта не настроен.",
    en: "The app is not available yet: the site's address is not set.",
    uz: "Ilova hozircha mavjud emas: sayt manzili sozlanmagan.",
  },
  cmdMenu: { ru: "Открыть меню", en: "Open the menu", uz: "Menyuni ochish" },
  cmdOrders: { ru: "Мои заказы", en: "My orders", uz: "Buyurtmalarim" },
  cmdHelp: { ru: "Помощь", en: "Help", uz: "Yordam" },
  description: {
    ru: "Закажите пиццу с доставкой или самовывозом прямо в Telegram. Мы напишем, когда заказ примут, приготовят и повезут.",
    en: "Order pizza for delivery or pickup right in Telegram. We message you when your order is accepted, ready and on its way.",
    uz: "Pitsani yetkazib berish yoki olib ketish uchun Telegramning o‘zida buyurtma qiling. Buyurtma qabul qilinganda, tayyor bo‘lganda va yo‘lga chiqqanda xabar beramiz.",
  },
  shortDescription: {
    ru: "Пицца с доставкой: меню, заказ и статус в Telegram.",
    en: "Pizza delivery: menu, ordering and status in Telegram.",
    uz: "Pitsa yetkazib berish: menyu, buyurtma va holat Telegramda.",
  },
  order: { ru: "Заказ №{id}", en: "Order #{id}", uz: "Buyurtma №{id}" },
  reason: { ru: "Причина: {reason}", en: "Reason: {reason}", uz: "Sabab: {reason}" },
  paid: { ru: "Оплачен онлайн", en: "Paid online", uz: "Onlayn to‘langan" },
  awaitingPayment: { ru: "Ждёт оплаты онлайн", en: "Awaiting online payment", uz: "Onlayn to‘lov kutilmoqda" },
  total: { ru: "Итого: {sum}", en: "Total: {sum}", uz: "Jami: {sum}" },
  deliveryFee: { ru: "доставка {sum}", en: "delivery {sum}", uz: "yetkazish {sum}" },
  delivery: { ru: "Доставка", en: "Delivery", uz: "Yetkazib berish" },
  pickup: { ru: "Самовывоз", en: "Pickup", uz: "Olib ketish" },
  asap: { ru: "как можно скорее", en: "as soon as possible", uz: "imkon qadar tezroq" },
  slot: { ru: "Время: {slot}", en: "Time: {slot}", uz: "Vaqt: {slot}" },
  address: { ru: "Адрес: {address}", en: "Address: {address}", uz: "Manzil: {address}" },
  payment: { ru: "Оплата: {type}", en: "Payment: {type}", uz: "To‘lov: {type}" },
  cash: { ru: "наличные", en: "cash", uz: "naqd" },
  card: { ru: "карта курьеру", en: "card on delivery", uz: "kuryerga karta" },
  online: { ru: "онлайн", en: "online", uz: "onlayn" },
  comment: { ru: "Комментарий: {comment}", en: "Comment: {comment}", uz: "Izoh: {comment}" },
  accept: { ru: "✅ Принять", en: "✅ Accept", uz: "✅ Qabul qilish" },
  next: { ru: "➡️ {status}", en: "➡️ {status}", uz: "➡️ {status}" },
  cancel: { ru: "❌ Отменить", en: "❌ Cancel", uz: "❌ Bekor qilish" },
  cancelSure: { ru: "❌ Да, отменить №{id}", en: "❌ Yes, cancel #{id}", uz: "❌ Ha, №{id} ni bekor qilish" },
  back: { ru: "↩️ Назад", en: "↩️ Back", uz: "↩️ Orqaga" },
  cancelledByRestaurant: { ru: "отменён рестораном", en: "cancelled by the restaurant", uz: "restoran tomonidan bekor qilindi" },
  notAllowed: {
    ru: "Эта кнопка только для сотрудников этого ресторана.",
    en: "This button is for this restaurant's staff only.",
    uz: "Bu tugma faqat shu restoran xodimlari uchun.",
  },
  moved: { ru: "Готово: {status}", en: "Done: {status}", uz: "Bajarildi: {status}" },
  stale: {
    ru: "Заказ уже изменился — сообщение обновлено.",
    en: "The order has changed meanwhile — the message is updated.",
    uz: "Buyurtma allaqachon o‘zgargan — xabar yangilandi.",
  },
  unpaidRefused: {
    ru: "Заказ ещё не оплачен: на кухню его отправить нельзя.",
    en: "The order is not paid yet: it cannot go to the kitchen.",
    uz: "Buyurtma hali to‘lanmagan: uni oshxonaga yuborib bo‘lmaydi.",
  },
  invoiceTitle: { ru: "Заказ №{id}", en: "Order #{id}", uz: "Buyurtma №{id}" },
  invoiceDescription: { ru: "Оплата заказа №{id}", en: "Payment for order #{id}", uz: "№{id} buyurtma uchun to‘lov" },
  payRefused: {
    ru: "Этот заказ уже нельзя оплатить: он оплачен, отменён или изменился.",
    en: "This order can no longer be paid: it is paid, cancelled or has changed.",
    uz: "Bu buyurtmani endi to‘lab bo‘lmaydi: u to‘langan, bekor qilingan yoki o‘zgargan.",
  },
  phoneLinked: {
    ru: "Спасибо! Номер {phone} привязан к вашему профилю. Возвращайтесь в приложение.",
    en: "Thank you! {phone} is now linked to your profile. You can go back to the app.",
    uz: "Rahmat! {phone} raqami profilingizga bog‘landi. Ilovaga qaytishingiz mumkin.",
  },
  phoneNotUzbek: {
    ru: "Мы принимаем только номера Узбекистана (+998). Введите номер в приложении — мы пришлём код.",
    en: "We can only take a number from Uzbekistan (+998). Enter a number in the app and we will send a code.",
    uz: "Faqat O‘zbekiston raqamlarini (+998) qabul qilamiz. Raqamni ilovada kiriting — kod yuboramiz.",
  },
  paidThanks: { ru: "Оплата получена, спасибо!", en: "Payment received, thank you!", uz: "To‘lov qabul qilindi, rahmat!" },
} satisfies Texts;

export const STATUS_TEXT: Record<number, Localized> = {
  [STATUS.received]: { ru: "принят", en: "received", uz: "qabul qilindi" },
  [STATUS.confirmed]: { ru: "подтверждён", en: "confirmed", uz: "tasdiqlandi" },
  [STATUS.cooking]: { ru: "готовится", en: "cooking", uz: "tayyorlanmoqda" },
  [STATUS.ready]: { ru: "готов", en: "ready", uz: "tayyor" },
  [STATUS.onTheWay]: { ru: "в пути", en: "on the way", uz: "yo‘lda" },
  [STATUS.completed]: { ru: "выполнен", en: "completed", uz: "yakunlandi" },
  [STATUS.cancelled]: { ru: "отменён", en: "cancelled", uz: "bekor qilindi" },
};

/** "Ready for pickup" reads better than "ready" for a pickup order. */
export const READY_FOR_PICKUP: Localized = { ru: "готов, можно забирать", en: "ready for pickup", uz: "tayyor, olib ketishingiz mumkin" };

/** A text in one language with its {placeholders} filled. */
export function say(text: Localized, locale: Locale, values: Record<string, string | number> = {}): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function statusText(code: number, locale: Locale): string {
  return STATUS_TEXT[code]?.[locale] ?? String(code);
}
