// Pizzas (folder 1). Every pizza comes in 25 / 30 / 35 cm, traditional or thin dough (variants,
// the 30 cm traditional by default), lists its ingredients (toppings may be left out), and takes a
// choice of extras limited per pizza (maxOneDish). Six may be halves of a half-and-half pizza.
import type { SeedProduct } from "./types";
import { L, cm, product } from "./menu-helpers";
import { EXTRAS, type Extra, INGREDIENTS, type IngredientId, pizzaVariants } from "./menu-pizza-parts";

export const PIZZA_FOLDER = 1;

interface PizzaDef {
  id: string;
  name: [ru: string, en: string, uz: string];
  description: [ru: string, en: string, uz: string];
  /** The 30 cm traditional pizza's weight and price (the default variant). */
  weight: number;
  price: number;
  tags: string[];
  ingredients: IngredientId[];
  extras: Extra[];
  halves?: boolean;
}

function pizza(def: PizzaDef): SeedProduct {
  return product({
    id: def.id,
    folderId: PIZZA_FOLDER,
    name: L(...def.name),
    description: L(...def.description),
    portion: cm(30, def.weight),
    price: def.price,
    tags: def.tags,
    modifiers: def.extras.map((key) => EXTRAS[key]),
    variants: pizzaVariants(def.price, def.weight),
    ingredients: def.ingredients.map((id) => INGREDIENTS[id]),
    halvesAllowed: def.halves ?? false,
  });
}

export const pizzas: SeedProduct[] = [
  pizza({
    id: "margherita",
    name: ["Маргарита", "Margherita", "Margarita"],
    description: [
      "Классика: томатный соус, моцарелла, сочные томаты и свежий базилик.",
      "The classic: tomato sauce, mozzarella, juicy tomatoes and fresh basil.",
      "Klassika: tomat sousi, motsarella, shirali pomidor va yangi rayhon.",
    ],
    weight: 520,
    price: 59000,
    tags: ["hit", "vegetarian"],
    ingredients: ["tomato-sauce", "mozzarella", "tomatoes", "basil"],
    halves: true,
    extras: ["mozzarella", "crust", "tomatoes", "olives"],
  }),
  pizza({
    id: "pepperoni",
    name: ["Пепперони", "Pepperoni", "Pepperoni"],
    description: [
      "Пикантная пепперони из говядины, много моцареллы и фирменный томатный соус.",
      "Spicy beef pepperoni, plenty of mozzarella and our signature tomato sauce.",
      "Mol go‘shtidan achchiqroq pepperoni, ko‘p motsarella va maxsus tomat sousi.",
    ],
    weight: 540,
    price: 69000,
    tags: ["hit", "halal"],
    ingredients: ["tomato-sauce", "mozzarella", "pepperoni", "oregano"],
    halves: true,
    extras: ["mozzarella", "crust", "jalapeno", "pepperoni", "mushrooms"],
  }),
  pizza({
    id: "four-cheese",
    name: ["Четыре сыра", "Four Cheese", "To‘rt xil pishloq"],
    description: [
      "Моцарелла, чеддер, пармезан и сыр с голубой плесенью на сливочном соусе.",
      "Mozzarella, cheddar, parmesan and blue cheese on a creamy sauce.",
      "Qaymoqli sous ustida motsarella, chedder, parmezan va ko‘k mog‘orli pishloq.",
    ],
    weight: 500,
    price: 79000,
    tags: ["vegetarian"],
    ingredients: ["cream-sauce", "mozzarella", "cheddar", "parmesan", "blue-cheese"],
    halves: true,
    extras: ["mozzarella", "crust", "mushrooms"],
  }),
  pizza({
    id: "chicken-ranch",
    name: ["Цыплёнок ранч", "Chicken Ranch", "Tovuqli ranch"],
    description: [
      "Нежная курица, томаты, моцарелла и соус ранч с чесноком и зеленью.",
      "Tender chicken, tomatoes, mozzarella and a garlicky herb ranch sauce.",
      "Yumshoq tovuq go‘shti, pomidor, motsarella va sarimsoqli ranch sousi.",
    ],
    weight: 580,
    price: 75000,
    tags: ["halal"],
    ingredients: ["ranch-sauce", "mozzarella", "chicken", "tomatoes", "garlic", "herbs"],
    halves: true,
    extras: ["mozzarella", "crust", "chicken", "tomatoes", "jalapeno"],
  }),
  pizza({
    id: "bbq-chicken",
    name: ["Барбекю с курицей", "BBQ Chicken", "Barbekyu tovuq"],
    description: [
      "Курица, соус барбекю, красный лук, сладкий перец и моцарелла.",
      "Chicken, smoky BBQ sauce, red onion, sweet peppers and mozzarella.",
      "Tovuq go‘shti, barbekyu sousi, qizil piyoz, bulg‘or qalampiri va motsarella.",
    ],
    weight: 590,
    price: 79000,
    tags: ["hit", "halal"],
    ingredients: ["bbq-sauce", "mozzarella", "chicken", "onion", "sweet-pepper"],
    extras: ["mozzarella", "crust", "chicken", "onion", "jalapeno"],
  }),
  pizza({
    id: "mushroom",
    name: ["Грибная", "Mushroom", "Qo‘ziqorinli"],
    description: [
      "Шампиньоны, сливочный соус, моцарелла, чеснок и тимьян.",
      "Champignons, creamy sauce, mozzarella, garlic and thyme.",
      "Shampinyon, qaymoqli sous, motsarella, sarimsoq va jambil.",
    ],
    weight: 510,
    price: 65000,
    tags: ["vegetarian"],
    ingredients: ["cream-sauce", "mozzarella", "mushrooms", "garlic", "thyme"],
    halves: true,
    extras: ["mozzarella", "crust", "mushrooms", "olives"],
  }),
  pizza({
    id: "meat-lovers",
    name: ["Мясная", "Meat Lovers", "Go‘shtli"],
    description: [
      "Говяжья колбаска, фарш, пепперони и курица на томатном соусе с моцареллой.",
      "Beef sausage, minced beef, pepperoni and chicken on tomato sauce with mozzarella.",
      "Mol go‘shti kolbasasi, qiyma, pepperoni va tovuq — tomat sousi va motsarella bilan.",
    ],
    weight: 650,
    price: 89000,
    tags: ["hit", "halal"],
    ingredients: ["tomato-sauce", "mozzarella", "sausage", "mince", "pepperoni", "chicken", "oregano"],
    extras: ["mozzarella", "crust", "pepperoni", "chicken", "jalapeno", "onion"],
  }),
  pizza({
    id: "diablo",
    name: ["Дьябло", "Diablo", "Diablo"],
    description: [
      "Острая говядина, халапеньо, перец чили, сладкий перец и моцарелла. Для смелых.",
      "Spicy beef, jalapeño, chilli, sweet peppers and mozzarella. For the brave.",
      "Achchiq mol go‘shti, xalapenyo, achchiq qalampir, bulg‘or qalampiri va motsarella.",
    ],
    weight: 600,
    price: 85000,
    tags: ["spicy", "halal"],
    ingredients: ["tomato-sauce", "mozzarella", "beef", "jalapeno", "chilli", "sweet-pepper"],
    extras: ["mozzarella", "crust", "jalapeno", "pepperoni", "onion"],
  }),
  pizza({
    id: "hawaiian",
    name: ["Гавайская", "Hawaiian", "Gavayi"],
    description: [
      "Курица, сочные ананасы, моцарелла и сливочный соус.",
      "Chicken, juicy pineapple, mozzarella and creamy sauce.",
      "Tovuq go‘shti, shirali ananas, motsarella va qaymoqli sous.",
    ],
    weight: 560,
    price: 72000,
    tags: ["halal"],
    ingredients: ["cream-sauce", "mozzarella", "chicken", "pineapple"],
    halves: true,
    extras: ["mozzarella", "crust", "chicken", "jalapeno"],
  }),
  pizza({
    id: "garden",
    name: ["Овощная", "Garden Veggie", "Sabzavotli"],
    description: [
      "Сладкий перец, томаты, шампиньоны, маслины, красный лук и моцарелла.",
      "Sweet peppers, tomatoes, champignons, olives, red onion and mozzarella.",
      "Bulg‘or qalampiri, pomidor, shampinyon, zaytun, qizil piyoz va motsarella.",
    ],
    weight: 560,
    price: 69000,
    tags: ["vegetarian"],
    ingredients: ["tomato-sauce", "mozzarella", "sweet-pepper", "tomatoes", "mushrooms", "olives", "onion"],
    extras: ["mozzarella", "crust", "mushrooms", "olives", "tomatoes", "jalapeno"],
  }),
  pizza({
    id: "lazzat",
    name: ["Лаззат с казы", "Lazzat with Qazi", "Qazili Lazzat"],
    description: [
      "Фирменная пицца: казы, карамелизированный лук, томаты, моцарелла и зелень.",
      "Our signature pizza: qazi sausage, caramelised onion, tomatoes, mozzarella and fresh herbs.",
      "Brend pitsamiz: qazi, karamellangan piyoz, pomidor, motsarella va ko‘katlar.",
    ],
    weight: 620,
    price: 99000,
    tags: ["new", "hit", "halal"],
    ingredients: ["tomato-sauce", "mozzarella", "qazi", "caramelised-onion", "tomatoes", "herbs"],
    extras: ["mozzarella", "crust", "tomatoes", "jalapeno"],
  }),
  pizza({
    id: "tuna",
    name: ["С тунцом", "Tuna", "Tuna baliqli"],
    description: [
      "Тунец, красный лук, маслины, каперсы и моцарелла на томатном соусе.",
      "Tuna, red onion, olives, capers and mozzarella on tomato sauce.",
      "Tomat sousi ustida tuna baliq, qizil piyoz, zaytun, kapers va motsarella.",
    ],
    weight: 540,
    price: 85000,
    tags: ["halal"],
    ingredients: ["tomato-sauce", "mozzarella", "tuna", "onion", "olives", "capers"],
    extras: ["mozzarella", "crust", "olives", "onion"],
  }),
  pizza({
    id: "shrimp-pesto",
    name: ["Креветки песто", "Shrimp Pesto", "Krevetkali pesto"],
    description: [
      "Королевские креветки, соус песто, томаты черри, моцарелла и пармезан.",
      "King prawns, basil pesto, cherry tomatoes, mozzarella and parmesan.",
      "Qirollik krevetkalari, pesto sousi, cherri pomidor, motsarella va parmezan.",
    ],
    weight: 530,
    price: 119000,
    tags: ["new"],
    ingredients: ["pesto", "mozzarella", "prawns", "cherry-tomatoes", "parmesan"],
    extras: ["mozzarella", "crust", "tomatoes"],
  }),
  pizza({
    id: "julienne",
    name: ["Жульен", "Chicken Julienne", "Julyen"],
    description: [
      "Курица и шампиньоны в сливочном соусе, моцарелла и пармезан.",
      "Chicken and champignons in a creamy sauce with mozzarella and parmesan.",
      "Qaymoqli sousdagi tovuq va shampinyon, motsarella va parmezan.",
    ],
    weight: 570,
    price: 79000,
    tags: ["halal"],
    ingredients: ["cream-sauce", "mozzarella", "chicken", "mushrooms", "parmesan"],
    extras: ["mozzarella", "crust", "mushrooms", "chicken"],
  }),
];
