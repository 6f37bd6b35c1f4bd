// Desserts, drinks and sauces (folders 7–9).
import type { SeedProduct } from "./types";
import { L, byDefault, extra, grams, litres, pieces, product } from "./menu-helpers";

const DESSERTS = 7;
const DRINKS = 8;
const SAUCES = 9;

const soda = (id: string, name: string, taste: [ru: string, en: string, uz: string], price: number, volume: string) =>
  product({
    id,
    folderId: DRINKS,
    price,
    name: L(name, name, name),
    description: L(
      `Освежающий газированный напиток со вкусом ${taste[0]}. Подаём охлаждённым.`,
      `Refreshing sparkling ${taste[1]} drink, served chilled.`,
      `Tetiklantiruvchi ${taste[2]} gazli ichimlik, sovutilgan holda.`,
    ),
    portion: litres(volume),
  });

const sauce = (
  id: string,
  name: [ru: string, en: string, uz: string],
  description: [ru: string, en: string, uz: string],
  price: number,
  tags: string[] = [],
) => product({ id, folderId: SAUCES, price, tags, name: L(...name), description: L(...description), portion: grams(40) });

export const sweetsAndDrinks: SeedProduct[] = [
  // ── Desserts ──────────────────────────────────────────────────────────────────────────────
  product({
    id: "cheesecake",
    folderId: DESSERTS,
    price: 29000,
    tags: ["hit"],
    name: L("Чизкейк Нью-Йорк", "New York Cheesecake", "Nyu-York chizkeyki"),
    description: L(
      "Нежный сливочный чизкейк на песочной основе с соусом из лесных ягод.",
      "Silky cream cheese cake on a buttery biscuit base with a wild berry sauce.",
      "Qumloq asosdagi mayin qaymoqli chizkeyk, o‘rmon mevalari sousi bilan.",
    ),
    portion: grams(120),
  }),
  product({
    id: "brownie",
    folderId: DESSERTS,
    price: 22000,
    tags: [],
    name: L("Брауни", "Chocolate Brownie", "Shokoladli brauni"),
    description: L(
      "Влажный шоколадный брауни с грецкими орехами.",
      "A fudgy dark chocolate brownie with walnuts.",
      "Yong‘oqli, nam va quyuq shokoladli brauni.",
    ),
    portion: grams(90),
    modifiers: [extra("ice-cream", L("Шарик пломбира", "Scoop of vanilla ice cream", "Bir sharcha plombir"), 8000, 2)],
  }),
  product({
    id: "tiramisu",
    folderId: DESSERTS,
    price: 35000,
    tags: ["new"],
    name: L("Тирамису", "Tiramisu", "Tiramisu"),
    description: L(
      "Савоярди, пропитанные эспрессо, крем маскарпоне и какао.",
      "Espresso-soaked savoiardi, mascarpone cream and a dusting of cocoa.",
      "Espressoga botirilgan savoyardi, maskarpone kremi va kakao.",
    ),
    portion: grams(150),
  }),
  product({
    id: "cinnamon-rolls",
    folderId: DESSERTS,
    price: 26000,
    name: L("Синнабоны", "Cinnamon Rolls", "Dolchinli bulochkalar"),
    description: L(
      "Тёплые булочки с корицей и сливочной глазурью из печи.",
      "Warm cinnamon rolls straight from the oven with cream cheese frosting.",
      "Tandirdan chiqqan dolchinli issiq bulochkalar, qaymoqli glazur bilan.",
    ),
    portion: pieces(4, 200),
  }),
  product({
    id: "ice-cream",
    folderId: DESSERTS,
    price: 18000,
    name: L("Мороженое", "Ice Cream", "Muzqaymoq"),
    description: L(
      "Три шарика: ванильный пломбир, шоколад и клубника.",
      "Three scoops: vanilla, chocolate and strawberry.",
      "Uch sharcha: vanilli plombir, shokolad va qulupnay.",
    ),
    portion: grams(150),
    modifiers: [
      byDefault("chocolate-topping", L("Шоколадный топпинг", "Chocolate topping", "Shokolad topping")),
      extra("nuts", L("Орехи", "Chopped nuts", "Yong‘oq"), 4000, 1),
    ],
  }),
  // ── Drinks ────────────────────────────────────────────────────────────────────────────────
  soda("coca-cola", "Coca-Cola", ["колы", "cola", "kola ta’mli"], 12000, "0.5"),
  soda("fanta", "Fanta", ["апельсина", "orange", "apelsin ta’mli"], 12000, "0.5"),
  soda("sprite", "Sprite", ["лимона и лайма", "lemon-lime", "limon va laym ta’mli"], 12000, "0.5"),
  product({
    id: "coca-cola-1l",
    folderId: DRINKS,
    price: 18000,
    tags: ["hit"],
    name: L("Coca-Cola 1 л", "Coca-Cola 1 l", "Coca-Cola 1 l"),
    description: L("Большая бутылка на всю компанию.", "A big bottle to share.", "Butun davra uchun katta shisha."),
    portion: litres("1"),
  }),
  product({
    id: "water",
    folderId: DRINKS,
    price: 9000,
    tags: [],
    name: L("Вода без газа", "Still Water", "Gazsiz suv"),
    description: L(
      "Чистая питьевая вода из горных источников.",
      "Pure still water from mountain springs.",
      "Tog‘ buloqlaridan toza ichimlik suvi.",
    ),
    portion: litres("0.5"),
  }),
  product({
    id: "mint-lemonade",
    folderId: DRINKS,
    price: 22000,
    tags: ["new"],
    name: L("Лимонад с мятой", "Mint Lemonade", "Yalpizli limonad"),
    description: L(
      "Домашний лимонад: свежий лимон, мята, лайм и лёд.",
      "House lemonade with fresh lemon, mint, lime and ice.",
      "Uy limonadi: yangi limon, yalpiz, laym va muz.",
    ),
    portion: litres("0.4"),
  }),
  product({
    id: "orange-juice",
    folderId: DRINKS,
    price: 22000,
    tags: [],
    name: L("Апельсиновый сок", "Orange Juice", "Apelsin sharbati"),
    description: L(
      "100% апельсиновый сок без добавленного сахара.",
      "100% orange juice with no added sugar.",
      "Shakar qo‘shilmagan 100% apelsin sharbati.",
    ),
    portion: litres("1"),
  }),
  product({
    id: "ayran",
    folderId: DRINKS,
    price: 10000,
    tags: [],
    name: L("Айран", "Ayran", "Ayron"),
    description: L(
      "Холодный освежающий айран с щепоткой соли.",
      "Cold, refreshing salted yogurt drink.",
      "Bir chimdim tuzli sovuq va tetiklantiruvchi ayron.",
    ),
    portion: litres("0.3"),
  }),
  product({
    id: "latte",
    folderId: DRINKS,
    price: 22000,
    tags: [],
    name: L("Латте", "Caffè Latte", "Latte"),
    description: L(
      "Двойной эспрессо и взбитое молоко.",
      "A double espresso with silky steamed milk.",
      "Ikki karra espresso va ko‘pirtirilgan sut.",
    ),
    portion: litres("0.35"),
    modifiers: [extra("syrup", L("Сироп: карамель", "Caramel syrup", "Karamel siropi"), 4000, 2)],
  }),
  product({
    id: "green-tea",
    folderId: DRINKS,
    price: 9000,
    tags: ["hit"],
    name: L("Зелёный чай (чайник)", "Green Tea (pot)", "Ko‘k choy (choynak)"),
    description: L(
      "Чайник ароматного зелёного чая, как в любимой чайхане.",
      "A pot of fragrant green tea, just like at the choyxona.",
      "Sevimli choyxonadagidek bir choynak xushbo‘y ko‘k choy.",
    ),
    portion: litres("0.7"),
    modifiers: [byDefault("lemon", L("Лимон", "Lemon slice", "Limon"))],
  }),
  // ── Sauces ────────────────────────────────────────────────────────────────────────────────
  sauce(
    "sauce-ketchup",
    ["Томатный соус", "Tomato Ketchup", "Tomat sousi"],
    [
      "Густой томатный кетчуп для фри и наггетсов.",
      "Thick tomato ketchup for fries and nuggets.",
      "Fri va nagetslar uchun quyuq tomat ketchupi.",
    ],
    5000,
  ),
  sauce(
    "sauce-garlic",
    ["Чесночный соус", "Garlic Sauce", "Sarimsoqli sous"],
    [
      "Сливочный соус с чесноком и укропом — к бортикам пиццы.",
      "Creamy garlic and dill dip, perfect with pizza crusts.",
      "Sarimsoq va shivitli qaymoqli sous — pitsa chetlari uchun.",
    ],
    5000,
  ),
  sauce(
    "sauce-cheese",
    ["Сырный соус", "Cheese Sauce", "Pishloqli sous"],
    ["Тёплый соус из чеддера.", "Warm, velvety cheddar dip.", "Iliq chedder pishlog‘i sousi."],
    6000,
  ),
  sauce(
    "sauce-bbq",
    ["Соус барбекю", "BBQ Sauce", "Barbekyu sousi"],
    ["Сладко-дымный соус барбекю к крыльям.", "Sweet and smoky BBQ dip for wings.", "Qanotchalar uchun shirin va tutunli barbekyu sousi."],
    5000,
  ),
  sauce(
    "sauce-sweet-chilli",
    ["Сладкий чили", "Sweet Chilli", "Shirin chili"],
    ["Кисло-сладкий соус с перцем чили.", "Sweet and tangy chilli dip.", "Chili qalampirli nordon-shirin sous."],
    6000,
    ["spicy"],
  ),
];
