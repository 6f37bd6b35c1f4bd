// Combos, snacks, pasta, salads and the kids' menu (folders 2–6).
import type { SeedProduct } from "./types";
import { L, byDefault, cm, extra, grams, option, pieces, portion, product, required } from "./menu-helpers";

const COMBO = 2;
const SNACKS = 3;
const PASTA = 4;
const SALADS = 5;
const KIDS = 6;

/** A combo's drink: one of several, lemonade for a surcharge. */
const DRINK_GROUP = { id: "drink", name: L("Напиток", "Drink", "Ichimlik"), min: 1, max: 1 };
const drinks = (litres: "0,5" | "1") => {
  const en = litres.replace(",", ".");
  return [
    option("drink", "cola", L(`Coca-Cola ${litres} л`, `Coca-Cola ${en} l`, `Coca-Cola ${litres} l`)),
    option("drink", "fanta", L(`Fanta ${litres} л`, `Fanta ${en} l`, `Fanta ${litres} l`)),
    option("drink", "sprite", L(`Sprite ${litres} л`, `Sprite ${en} l`, `Sprite ${litres} l`)),
    option("drink", "lemonade", L(`Мятный лимонад ${litres} л`, `Mint lemonade ${en} l`, `Yalpizli limonad ${litres} l`), 9000),
  ];
};
/** A combo's snack: one of several, the dearer ones for a surcharge. */
const SNACK_GROUP = { id: "snack", name: L("Закуска", "Snack", "Gazak"), min: 1, max: 1 };
const snacks = [
  option("snack", "fries", L("Картофель фри", "French fries", "Kartoshka fri")),
  option("snack", "wedges", L("Картофель по-деревенски", "Potato wedges", "Qishloqcha kartoshka"), 4000),
  option("snack", "nuggets", L("Куриные наггетсы", "Chicken nuggets", "Tovuq nagetslari"), 10000),
  option("snack", "cheese-sticks", L("Сырные палочки", "Cheese sticks", "Pishloqli tayoqchalar"), 8000),
];
const comboSauce = extra("sauce", L("Дополнительный соус", "Extra dip", "Qo‘shimcha sous"), 5000, 4);
const comboCrust = (pizzas: number) => extra("cheese-crust", L("Сырный бортик", "Cheese crust", "Pishloqli chet"), 15000, pizzas);
const dip = (maxOneDish: number) => extra("extra-sauce", L("Соус к блюду", "Dipping sauce", "Qo‘shimcha sous"), 5000, maxOneDish);
const extraChicken = extra("extra-chicken", L("Больше курицы", "Extra chicken", "Ko‘proq tovuq"), 12000, 2);
const parmesan = byDefault("parmesan", L("Пармезан", "Parmesan", "Parmezan"));

export const meals: SeedProduct[] = [
  // ── Combo ─────────────────────────────────────────────────────────────────────────────────
  product({
    id: "combo-solo",
    folderId: COMBO,
    price: 79000,
    tags: ["hit"],
    name: L("Комбо Соло", "Solo Combo", "Solo kombo"),
    description: L(
      "Пепперони 25 см, закуска и напиток 0,5 л на выбор — обед на одного.",
      "A 25 cm Pepperoni with a snack and a 0.5 l drink of your choice: lunch for one.",
      "Pepperoni 25 sm, tanlovingizga gazak va 0,5 l ichimlik — bir kishilik tushlik.",
    ),
    portion: portion("Пицца 25 см · закуска · напиток 0,5 л", "25 cm pizza · snack · 0.5 l drink", "25 sm pitsa · gazak · 0,5 l ichimlik"),
    modifierGroups: [DRINK_GROUP, SNACK_GROUP],
    modifiers: [...drinks("0,5"), ...snacks, comboCrust(1), comboSauce],
  }),
  product({
    id: "combo-duo",
    folderId: COMBO,
    price: 139000,
    tags: ["hit"],
    name: L("Комбо Дуэт", "Duo Combo", "Duet kombo"),
    description: L(
      "Две пиццы 30 см — Маргарита и Пепперони — и Coca-Cola 1 л.",
      "Two 30 cm pizzas, Margherita and Pepperoni, with a 1 l Coca-Cola.",
      "Ikkita 30 sm pitsa — Margarita va Pepperoni — hamda Coca-Cola 1 l.",
    ),
    portion: portion("2 пиццы 30 см · напиток 1 л", "2 × 30 cm pizzas · 1 l drink", "2 ta 30 sm pitsa · 1 l ichimlik"),
    modifiers: [comboCrust(2), comboSauce],
  }),
  product({
    id: "combo-family",
    folderId: COMBO,
    price: 189000,
    tags: ["halal"],
    name: L("Семейное комбо", "Family Combo", "Oilaviy kombo"),
    description: L(
      "Две пиццы 30 см на выбор шефа, 6 куриных крыльев, закуска и напиток 1 л на ваш выбор.",
      "Two chef’s choice 30 cm pizzas, 6 chicken wings, and a snack and a 1 l drink of your choice.",
      "Oshpaz tanlagan ikkita 30 sm pitsa, 6 ta tovuq qanotchasi, tanlovingizga gazak va 1 l ichimlik.",
    ),
    portion: portion("2 пиццы · 6 крыльев · закуска · 1 л", "2 pizzas · 6 wings · snack · 1 l", "2 pitsa · 6 qanotcha · gazak · 1 l"),
    modifierGroups: [DRINK_GROUP, SNACK_GROUP],
    modifiers: [...drinks("1"), ...snacks, comboCrust(2), comboSauce],
  }),
  product({
    id: "combo-party",
    folderId: COMBO,
    price: 249000,
    tags: ["new", "halal"],
    name: L("Комбо Вечеринка", "Party Combo", "Bazm kombo"),
    description: L(
      "Три пиццы 30 см, наггетсы, сырные палочки, два фри и две Coca-Cola по 1 л — на большую компанию.",
      "Three 30 cm pizzas, nuggets, cheese sticks, two fries and two 1 l Coca-Colas for a big crowd.",
      "Uchta 30 sm pitsa, nagetslar, pishloqli tayoqchalar, ikkita fri va ikkita 1 l Coca-Cola — katta davra uchun.",
    ),
    portion: portion("3 пиццы · закуски · 2 × 1 л", "3 pizzas · snacks · 2 × 1 l", "3 pitsa · gazaklar · 2 × 1 l"),
    modifiers: [comboCrust(3), comboSauce],
  }),
  // ── Snacks ────────────────────────────────────────────────────────────────────────────────
  product({
    id: "french-fries",
    folderId: SNACKS,
    price: 18000,
    tags: ["vegetarian", "hit"],
    name: L("Картофель фри", "French Fries", "Kartoshka fri"),
    description: L(
      "Хрустящий картофель фри с морской солью.",
      "Crispy golden fries with sea salt.",
      "Dengiz tuzi sepilgan qarsildoq kartoshka fri.",
    ),
    portion: grams(150),
    modifiers: [dip(2)],
  }),
  product({
    id: "potato-wedges",
    folderId: SNACKS,
    price: 22000,
    tags: ["vegetarian"],
    name: L("Картофель по-деревенски", "Potato Wedges", "Qishloqcha kartoshka"),
    description: L(
      "Дольки картофеля в кожуре с паприкой, чесноком и травами.",
      "Skin-on potato wedges with paprika, garlic and herbs.",
      "Po‘sti bilan qovurilgan kartoshka bo‘laklari, qalampir, sarimsoq va ziravorlar bilan.",
    ),
    portion: grams(180),
    modifiers: [dip(2)],
  }),
  product({
    id: "chicken-wings",
    folderId: SNACKS,
    price: 45000,
    tags: ["hit", "halal"],
    name: L("Куриные крылья BBQ", "BBQ Chicken Wings", "BBQ tovuq qanotchalari"),
    description: L(
      "Запечённые крылья в медово-барбекю глазури с кунжутом.",
      "Oven-baked wings in a honey BBQ glaze with sesame.",
      "Asal-barbekyu sirli, kunjut sepilgan pishirilgan qanotchalar.",
    ),
    portion: pieces(6, 280),
    modifiers: [
      required("glaze-bbq", L("Медовая глазурь BBQ", "Honey BBQ glaze", "Asalli BBQ siri")),
      extra("chilli", L("Острый соус чили", "Hot chilli glaze", "Achchiq chili siri"), 3000, 1),
      dip(3),
    ],
  }),
  product({
    id: "chicken-nuggets",
    folderId: SNACKS,
    price: 32000,
    tags: ["halal"],
    name: L("Куриные наггетсы", "Chicken Nuggets", "Tovuq nagetslari"),
    description: L(
      "Сочное куриное филе в хрустящей панировке.",
      "Juicy chicken breast in a crunchy coating.",
      "Qarsildoq qobiqdagi shirali tovuq filesi.",
    ),
    portion: pieces(9, 200),
    modifiers: [dip(3)],
  }),
  product({
    id: "cheese-sticks",
    folderId: SNACKS,
    price: 35000,
    tags: ["vegetarian"],
    name: L("Сырные палочки", "Mozzarella Sticks", "Pishloqli tayoqchalar"),
    description: L(
      "Тянущаяся моцарелла в золотистой панировке с клюквенным соусом.",
      "Stretchy mozzarella in a golden crumb, served with cranberry sauce.",
      "Oltin rang qobiqdagi cho‘ziluvchan motsarella, klyukva sousi bilan.",
    ),
    portion: pieces(6, 180),
  }),
  product({
    id: "garlic-bread",
    folderId: SNACKS,
    price: 24000,
    tags: ["vegetarian"],
    name: L("Чесночный хлеб", "Garlic Bread", "Sarimsoqli non"),
    description: L(
      "Тёплый хлеб из печи с чесночным маслом, моцареллой и зеленью.",
      "Warm oven bread with garlic butter, mozzarella and herbs.",
      "Sarimsoqli sariyog‘, motsarella va ko‘kat bilan tandirdan chiqqan issiq non.",
    ),
    portion: pieces(8, 220),
  }),
  product({
    id: "onion-rings",
    folderId: SNACKS,
    price: 25000,
    tags: ["vegetarian", "new"],
    name: L("Луковые кольца", "Onion Rings", "Piyoz halqalari"),
    description: L(
      "Хрустящие луковые кольца в пивном кляре.",
      "Crispy onion rings in a light batter.",
      "Yengil xamirdagi qarsildoq piyoz halqalari.",
    ),
    portion: grams(160),
    modifiers: [dip(2)],
  }),
  // ── Pasta ─────────────────────────────────────────────────────────────────────────────────
  product({
    id: "carbonara",
    folderId: PASTA,
    price: 55000,
    tags: ["hit", "halal"],
    name: L("Карбонара", "Carbonara", "Karbonara"),
    description: L(
      "Спагетти в сливочно-яичном соусе с говяжьим беконом и пармезаном.",
      "Spaghetti in a creamy egg sauce with beef bacon and parmesan.",
      "Mol go‘shti bekoni va parmezan bilan qaymoqli-tuxumli sousdagi spagetti.",
    ),
    portion: grams(330),
    modifiers: [parmesan, extra("extra-bacon", L("Больше бекона", "Extra bacon", "Ko‘proq bekon"), 10000, 2)],
  }),
  product({
    id: "bolognese",
    folderId: PASTA,
    price: 52000,
    tags: ["halal"],
    name: L("Болоньезе", "Bolognese", "Bolonyeze"),
    description: L(
      "Спагетти с томатным рагу из говядины, базиликом и пармезаном.",
      "Spaghetti with a slow-cooked beef and tomato ragù, basil and parmesan.",
      "Mol go‘shtidan tomatli ragu, rayhon va parmezan bilan spagetti.",
    ),
    portion: grams(350),
    modifiers: [parmesan, extra("extra-meat", L("Больше мяса", "Extra beef ragù", "Ko‘proq go‘sht"), 12000, 2)],
  }),
  product({
    id: "alfredo",
    folderId: PASTA,
    price: 58000,
    tags: ["halal"],
    name: L("Феттуччине Альфредо", "Fettuccine Alfredo", "Fettuchine Alfredo"),
    description: L(
      "Феттуччине с курицей и шампиньонами в сливочном соусе.",
      "Fettuccine with chicken and champignons in a rich cream sauce.",
      "Qaymoqli sousda tovuq va shampinyon bilan fettuchine.",
    ),
    portion: grams(340),
    modifiers: [parmesan, extraChicken],
  }),
  product({
    id: "pesto-pasta",
    folderId: PASTA,
    price: 49000,
    tags: ["vegetarian", "new"],
    name: L("Паста песто", "Pesto Pasta", "Pesto pasta"),
    description: L(
      "Пенне с соусом песто, томатами черри и кедровыми орешками.",
      "Penne with basil pesto, cherry tomatoes and pine nuts.",
      "Pesto sousi, cherri pomidor va qarag‘ay yong‘og‘i bilan penne.",
    ),
    portion: grams(300),
    modifiers: [parmesan, extraChicken],
  }),
  // ── Salads ────────────────────────────────────────────────────────────────────────────────
  product({
    id: "caesar",
    folderId: SALADS,
    price: 45000,
    tags: ["hit", "halal"],
    name: L("Цезарь с курицей", "Chicken Caesar", "Tovuqli Sezar"),
    description: L(
      "Романо, курица гриль, гренки, пармезан, томаты черри и соус цезарь.",
      "Romaine, grilled chicken, croutons, parmesan, cherry tomatoes and Caesar dressing.",
      "Romen salati, grilda pishgan tovuq, qotirma non, parmezan, cherri pomidor va Sezar sousi.",
    ),
    portion: grams(250),
    modifiers: [byDefault("dressing", L("Соус цезарь", "Caesar dressing", "Sezar sousi")), extraChicken],
  }),
  product({
    id: "greek-salad",
    folderId: SALADS,
    price: 39000,
    tags: ["vegetarian"],
    name: L("Греческий", "Greek Salad", "Grekcha salat"),
    description: L(
      "Томаты, огурцы, сладкий перец, красный лук, маслины и брынза с оливковым маслом.",
      "Tomatoes, cucumber, sweet pepper, red onion, olives and feta with olive oil.",
      "Pomidor, bodring, bulg‘or qalampiri, qizil piyoz, zaytun va brinza, zaytun moyi bilan.",
    ),
    portion: grams(240),
  }),
  product({
    id: "achichuk",
    folderId: SALADS,
    price: 19000,
    tags: ["vegetarian", "spicy"],
    name: L("Аччик-чучук", "Achichuk Salad", "Achchiq-chuchuk"),
    description: L(
      "Узбекский салат из спелых томатов, лука и острого перца с райханом.",
      "Uzbek salad of ripe tomatoes, thin-sliced onion and hot pepper with basil.",
      "Pishgan pomidor, yupqa to‘g‘ralgan piyoz va achchiq qalampirdan rayhonli o‘zbekcha salat.",
    ),
    portion: grams(200),
  }),
  // ── Kids ──────────────────────────────────────────────────────────────────────────────────
  product({
    id: "kids-pizza",
    folderId: KIDS,
    price: 39000,
    tags: ["halal"],
    name: L("Детская пицца", "Kids’ Pizza", "Bolalar pitsasi"),
    description: L(
      "Маленькая пицца с курицей, моцареллой и мягким томатным соусом — с весёлой рожицей.",
      "A little pizza with chicken, mozzarella and mild tomato sauce, with a smiley face.",
      "Tovuq go‘shti, motsarella va yumshoq tomat sousli kichkina pitsa — kulib turgan yuz bilan.",
    ),
    portion: cm(20, 300),
    modifiers: [
      required("classic-dough", L("Классическое тесто", "Classic dough", "Klassik xamir")),
      extra("extra-mozzarella", L("Двойная моцарелла", "Extra mozzarella", "Qo‘shimcha motsarella"), 6000, 2),
    ],
  }),
  product({
    id: "kids-box",
    folderId: KIDS,
    price: 45000,
    tags: ["new", "halal"],
    name: L("Детский бокс", "Kids’ Box", "Bolalar boksi"),
    description: L(
      "Наггетсы, картофель фри, яблочный сок и маленький сюрприз.",
      "Nuggets, fries, apple juice and a little surprise.",
      "Nagetslar, kartoshka fri, olma sharbati va kichik sovg‘a.",
    ),
    portion: portion("5 наггетсов · фри · сок 0,2 л", "5 nuggets · fries · 0.2 l juice", "5 ta naget · fri · 0,2 l sharbat"),
    modifiers: [required("juice-apple", L("Яблочный сок 0,2 л", "Apple juice 0.2 l", "Olma sharbati 0,2 l"))],
  }),
];
