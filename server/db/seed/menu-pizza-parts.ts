// What the demo pizzas are built from: sizes × doughs (variants, priced from the 30 cm traditional
// price), the ingredients a pizza lists (toppings removable; sauce, cheese and crust not), and the
// extras a pizza may take.
import type { Ingredient, ProductVariant } from "../../../src/domain/product-builder";
import { L, cm, extra, type ModifierDef } from "./menu-helpers";
import type { Localized } from "./types";

const TRADITIONAL = L("Традиционное", "Traditional", "An’anaviy");
const THIN = L("Тонкое", "Thin", "Yupqa");
const size = (n: number) => L(`${n} см`, `${n} cm`, `${n} sm`);

/** A size's price and weight against the 30 cm pizza's, and how large its picture is drawn. */
const SIZES = [
  { sizeId: "25", priceFactor: 0.75, weightFactor: 0.65, imageScale: 0.8 },
  { sizeId: "30", priceFactor: 1, weightFactor: 1, imageScale: 0.9 },
  { sizeId: "35", priceFactor: 1.3, weightFactor: 1.35, imageScale: 1 },
] as const;
/** A thin crust costs the same and weighs less; there is no thin 25 cm. */
const THIN_WEIGHT = 0.85;

const round = (n: number, to: number) => Math.round(n / to) * to;

/** 25 / 30 / 35 cm, traditional or thin (not 25 cm); 30 cm traditional at `price` is the default. */
export function pizzaVariants(price: number, weight: number): ProductVariant<Localized>[] {
  return SIZES.flatMap((s) => {
    const sizePrice = s.priceFactor === 1 ? price : round(price * s.priceFactor, 1000);
    const grams = round(weight * s.weightFactor, 10);
    const base = { sizeId: s.sizeId, size: size(Number(s.sizeId)), price: sizePrice, imageScale: s.imageScale };
    const traditional: ProductVariant<Localized> = {
      ...base,
      doughId: "traditional",
      dough: TRADITIONAL,
      portion: cm(Number(s.sizeId), grams),
      isDefault: s.sizeId === "30",
    };
    if (s.sizeId === "25") return [traditional];
    const thin = { ...base, doughId: "thin", dough: THIN, portion: cm(Number(s.sizeId), round(grams * THIN_WEIGHT, 10)), isDefault: false };
    return [traditional, thin];
  });
}

const topping = (id: string, name: Localized): Ingredient<Localized> => ({ id, name, removable: true });
const base = (id: string, name: Localized): Ingredient<Localized> => ({ id, name, removable: false });

/** Every ingredient a demo pizza lists, by id (the id is the same on every pizza). */
export const INGREDIENTS = {
  "tomato-sauce": base("tomato-sauce", L("Томатный соус", "Tomato sauce", "Tomat sousi")),
  "cream-sauce": base("cream-sauce", L("Сливочный соус", "Creamy sauce", "Qaymoqli sous")),
  "ranch-sauce": base("ranch-sauce", L("Соус ранч", "Ranch sauce", "Ranch sousi")),
  "bbq-sauce": base("bbq-sauce", L("Соус барбекю", "BBQ sauce", "Barbekyu sousi")),
  pesto: base("pesto", L("Соус песто", "Pesto", "Pesto sousi")),
  mozzarella: base("mozzarella", L("Моцарелла", "Mozzarella", "Motsarella")),
  cheddar: base("cheddar", L("Чеддер", "Cheddar", "Chedder")),
  "blue-cheese": base("blue-cheese", L("Сыр с голубой плесенью", "Blue cheese", "Ko‘k mog‘orli pishloq")),
  parmesan: topping("parmesan", L("Пармезан", "Parmesan", "Parmezan")),
  tomatoes: topping("tomatoes", L("Томаты", "Tomatoes", "Pomidor")),
  "cherry-tomatoes": topping("cherry-tomatoes", L("Томаты черри", "Cherry tomatoes", "Cherri pomidor")),
  basil: topping("basil", L("Свежий базилик", "Fresh basil", "Yangi rayhon")),
  oregano: topping("oregano", L("Орегано", "Oregano", "Oregano")),
  herbs: topping("herbs", L("Зелень", "Fresh herbs", "Ko‘katlar")),
  garlic: topping("garlic", L("Чеснок", "Garlic", "Sarimsoq")),
  onion: topping("onion", L("Красный лук", "Red onion", "Qizil piyoz")),
  "caramelised-onion": topping("caramelised-onion", L("Карамелизированный лук", "Caramelised onion", "Karamellangan piyoz")),
  "sweet-pepper": topping("sweet-pepper", L("Сладкий перец", "Sweet peppers", "Bulg‘or qalampiri")),
  jalapeno: topping("jalapeno", L("Халапеньо", "Jalapeño", "Xalapenyo")),
  chilli: topping("chilli", L("Перец чили", "Chilli", "Achchiq qalampir")),
  olives: topping("olives", L("Маслины", "Olives", "Zaytun")),
  capers: topping("capers", L("Каперсы", "Capers", "Kapers")),
  mushrooms: topping("mushrooms", L("Шампиньоны", "Champignons", "Shampinyon")),
  pineapple: topping("pineapple", L("Ананасы", "Pineapple", "Ananas")),
  thyme: topping("thyme", L("Тимьян", "Thyme", "Jambil")),
  pepperoni: base("pepperoni", L("Пепперони из говядины", "Beef pepperoni", "Mol go‘shtidan pepperoni")),
  chicken: base("chicken", L("Курица", "Chicken", "Tovuq go‘shti")),
  beef: base("beef", L("Острая говядина", "Spicy beef", "Achchiq mol go‘shti")),
  sausage: base("sausage", L("Говяжья колбаска", "Beef sausage", "Mol go‘shti kolbasasi")),
  mince: base("mince", L("Говяжий фарш", "Minced beef", "Qiyma")),
  qazi: base("qazi", L("Казы", "Qazi", "Qazi")),
  tuna: base("tuna", L("Тунец", "Tuna", "Tuna baliq")),
  prawns: base("prawns", L("Королевские креветки", "King prawns", "Qirollik krevetkalari")),
} satisfies Record<string, Ingredient<Localized>>;

export type IngredientId = keyof typeof INGREDIENTS;

/** Extras a pizza may take; each pizza lists the ones that suit it. */
export const EXTRAS = {
  mozzarella: extra("extra-mozzarella", L("Двойная моцарелла", "Extra mozzarella", "Qo‘shimcha motsarella"), 8000, 3),
  crust: extra("cheese-crust", L("Сырный бортик", "Cheese crust", "Pishloqli chet"), 15000, 1),
  jalapeno: extra("jalapeno", L("Халапеньо", "Jalapeño", "Xalapenyo"), 5000, 2),
  mushrooms: extra("mushrooms", L("Шампиньоны", "Mushrooms", "Shampinyon"), 7000, 2),
  chicken: extra("chicken", L("Курица", "Chicken", "Tovuq go‘shti"), 12000, 2),
  pepperoni: extra("pepperoni", L("Пепперони из говядины", "Beef pepperoni", "Mol go‘shtidan pepperoni"), 10000, 2),
  tomatoes: extra("tomatoes", L("Томаты", "Tomatoes", "Pomidor"), 5000, 2),
  olives: extra("olives", L("Маслины", "Olives", "Zaytun"), 6000, 2),
  onion: extra("red-onion", L("Красный лук", "Red onion", "Qizil piyoz"), 3000, 1),
} satisfies Record<string, ModifierDef>;

export type Extra = keyof typeof EXTRAS;
