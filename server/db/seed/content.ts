// News, promotions, vacancies and the chain's contacts. Article bodies are simple HTML.
import type { SeedArticle, SeedChainInfo, SeedPromotion, SeedVacancy } from "./types";
import { L } from "./menu-helpers";

export const news: SeedArticle[] = [
  {
    id: 1,
    title: L("Lazzat Pizza открылась в Самарканде", "Lazzat Pizza opens in Samarkand", "Lazzat Pizza Samarqandda ochildi"),
    summary: L(
      "Два ресторана и доставка по центру города — рядом с Регистаном и на Университетском бульваре.",
      "Two restaurants and delivery across the city centre, next to Registan and on University Boulevard.",
      "Ikki restoran va shahar markazi bo‘ylab yetkazib berish — Registon yonida va Universitet xiyobonida.",
    ),
    body: L(
      "<p>Мы пришли в Самарканд! С 12 сентября работают два ресторана: <strong>на улице Ташкентской, рядом с Регистаном</strong>, и <strong>на Университетском бульваре</strong>.</p><h2>Что вас ждёт</h2><ul><li>всё меню, как в Ташкенте;</li><li>доставка за 30–40 минут;</li><li>самовывоз без очереди при заказе через Telegram.</li></ul><p>Ждём вас ежедневно с 10:00 до 23:00.</p>",
      "<p>We have arrived in Samarkand! Since 12 September two restaurants are open: <strong>on Tashkent Street, next to Registan</strong>, and <strong>on University Boulevard</strong>.</p><h2>What to expect</h2><ul><li>the full Tashkent menu;</li><li>delivery in 30–40 minutes;</li><li>skip-the-queue pickup when you order in Telegram.</li></ul><p>Open daily from 10:00 to 23:00.</p>",
      "<p>Biz Samarqandga keldik! 12-sentabrdan ikkita restoran ishlamoqda: <strong>Toshkent ko‘chasida, Registon yonida</strong> va <strong>Universitet xiyobonida</strong>.</p><h2>Sizni nimalar kutmoqda</h2><ul><li>Toshkentdagidek to‘liq menyu;</li><li>30–40 daqiqada yetkazib berish;</li><li>Telegram orqali buyurtma berganda navbatsiz olib ketish.</li></ul><p>Har kuni soat 10:00 dan 23:00 gacha kutamiz.</p>",
    ),
    imageUrl: "/images/news/1.svg",
    publishedAt: "2026-09-12T10:00:00+05:00",
  },
  {
    id: 2,
    title: L("Новинка: пицца «Лаззат» с казы", "New: the Lazzat pizza with qazi", "Yangilik: qazili «Lazzat» pitsasi"),
    summary: L(
      "Наша фирменная пицца с казы, карамелизированным луком и зеленью.",
      "Our signature pizza with qazi, caramelised onion and fresh herbs.",
      "Qazi, karamellangan piyoz va ko‘katli brend pitsamiz.",
    ),
    body: L(
      "<p>Шеф-повара Lazzat Pizza полгода искали вкус, который объединит Италию и Узбекистан. Результат — <strong>пицца «Лаззат»</strong>: тонкие ломтики казы, сладкий карамелизированный лук, томаты и свежая зелень на моцарелле.</p><p>Закажите её сегодня — доставим горячей за 30–40 минут.</p>",
      "<p>Our chefs spent six months looking for a taste that brings Italy and Uzbekistan together. The result is the <strong>Lazzat pizza</strong>: thin slices of qazi, sweet caramelised onion, tomatoes and fresh herbs on mozzarella.</p><p>Order it today and we will bring it hot in 30–40 minutes.</p>",
      "<p>Oshpazlarimiz Italiya va O‘zbekistonni birlashtiradigan ta’mni olti oy izlashdi. Natija — <strong>«Lazzat» pitsasi</strong>: motsarella ustida yupqa qazi bo‘laklari, shirin karamellangan piyoz, pomidor va yangi ko‘katlar.</p><p>Bugunoq buyurtma bering — 30–40 daqiqada issiq holda yetkazamiz.</p>",
    ),
    imageUrl: "/images/news/2.svg",
    publishedAt: "2026-10-05T12:00:00+05:00",
  },
  {
    id: 3,
    title: L("Заказывайте прямо в Telegram", "Order right inside Telegram", "To‘g‘ridan-to‘g‘ri Telegramda buyurtma bering"),
    summary: L(
      "Меню, корзина и отслеживание заказа — в нашем боте, без установки приложений.",
      "Menu, basket and order tracking in our bot, no app to install.",
      "Menyu, savat va buyurtmani kuzatish — botimizda, ilova o‘rnatmasdan.",
    ),
    body: L(
      "<p>Откройте бота <strong>@lazzatpizza_bot</strong> и нажмите «Меню». Всё как на сайте:</p><ul><li>выбор адреса на карте;</li><li>доставка ко времени или как можно скорее;</li><li>статус заказа в реальном времени.</li></ul><p>Корзина сохраняется, даже если вы закрыли Telegram.</p>",
      "<p>Open <strong>@lazzatpizza_bot</strong> and tap “Menu”. Everything works just like on the website:</p><ul><li>pick your address on the map;</li><li>delivery at a set time or as soon as possible;</li><li>live order status.</li></ul><p>Your basket is kept even if you close Telegram.</p>",
      "<p><strong>@lazzatpizza_bot</strong> botini oching va «Menyu» tugmasini bosing. Hammasi saytdagidek:</p><ul><li>manzilni xaritada tanlash;</li><li>belgilangan vaqtga yoki imkon qadar tez yetkazib berish;</li><li>buyurtma holatini real vaqtda kuzatish.</li></ul><p>Telegramni yopsangiz ham savat saqlanib qoladi.</p>",
    ),
    imageUrl: "/images/news/3.svg",
    publishedAt: "2026-10-20T09:30:00+05:00",
  },
  {
    id: 4,
    title: L("Ночная доставка в Юнусабаде", "Late-night delivery in Yunusabad", "Yunusobodda tungi yetkazib berish"),
    summary: L(
      "Ресторан на Амира Темура теперь принимает заказы до 03:00.",
      "Our Amir Temur Avenue restaurant now takes orders until 3 am.",
      "Amir Temur ko‘chasidagi restoranimiz endi soat 03:00 gacha buyurtma qabul qiladi.",
    ),
    body: L(
      "<p>Футбол, сериалы, подготовка к экзаменам — теперь пицца успевает за вами. <strong>Lazzat Pizza Юнусабад</strong> работает ежедневно с 10:00 до 03:00.</p><p>Ночью действует всё меню, а доставка занимает около 30 минут.</p>",
      "<p>Football, box sets, exam prep: pizza now keeps up with you. <strong>Lazzat Pizza Yunusabad</strong> is open daily from 10:00 until 03:00.</p><p>The full menu is available at night, and delivery takes about 30 minutes.</p>",
      "<p>Futbol, seriallar, imtihonga tayyorgarlik — endi pitsa sizga yetib oladi. <strong>Lazzat Pizza Yunusobod</strong> har kuni 10:00 dan 03:00 gacha ishlaydi.</p><p>Tunda ham to‘liq menyu mavjud, yetkazib berish taxminan 30 daqiqa.</p>",
    ),
    imageUrl: "/images/news/4.svg",
    publishedAt: "2026-11-03T18:00:00+05:00",
  },
  {
    id: 5,
    title: L("Ресторан в Яшнабаде на ремонте", "Yashnobod restaurant closed for renovation", "Yashnoboddagi restoran ta’mirlanmoqda"),
    summary: L(
      "До середины декабря заказы можно забрать в соседних ресторанах.",
      "Until mid-December, please pick up your order from a nearby restaurant.",
      "Dekabr o‘rtasigacha buyurtmani qo‘shni restoranlardan olib ketishingiz mumkin.",
    ),
    body: L(
      "<p>Мы обновляем ресторан на улице Махтумкули: новая печь, больше места для самовывоза и уютный зал.</p><p>На время ремонта выберите для самовывоза <strong>Мирзо-Улугбек</strong> или <strong>Мирабад</strong>. Спасибо за терпение!</p>",
      "<p>We are refitting our Makhtumkuli Street restaurant: a new oven, more room for pickup and a cosier dining room.</p><p>While the work goes on, please choose <strong>Mirzo-Ulugbek</strong> or <strong>Mirabad</strong> for pickup. Thank you for your patience!</p>",
      "<p>Maxtumquli ko‘chasidagi restoranimizni yangilayapmiz: yangi pech, olib ketish uchun ko‘proq joy va shinam zal.</p><p>Ta’mir davomida olib ketish uchun <strong>Mirzo Ulug‘bek</strong> yoki <strong>Mirobod</strong> restoranini tanlang. Sabr-toqatingiz uchun rahmat!</p>",
    ),
    imageUrl: "/images/news/5.svg",
    publishedAt: "2026-11-15T11:00:00+05:00",
  },
];

export const promotions: SeedPromotion[] = [
  {
    id: 1,
    title: L("Две пиццы и напиток — 139 000 сум", "Two pizzas and a drink for 139,000 UZS", "Ikki pitsa va ichimlik — 139 000 so‘m"),
    summary: L(
      "Комбо Дуэт: Маргарита, Пепперони и Coca-Cola 1 л.",
      "Duo Combo: Margherita, Pepperoni and a 1 l Coca-Cola.",
      "Duet kombo: Margarita, Pepperoni va Coca-Cola 1 l.",
    ),
    body: L(
      "<p>Вечер вдвоём или обед в офисе — <strong>Комбо Дуэт</strong> выручит. Две пиццы 30 см и литр Coca-Cola по одной цене.</p><ul><li>действует во всех ресторанах;</li><li>доставка и самовывоз.</li></ul>",
      "<p>A night in for two or lunch at the office: the <strong>Duo Combo</strong> has you covered. Two 30 cm pizzas and a litre of Coca-Cola for one price.</p><ul><li>at every restaurant;</li><li>delivery and pickup.</li></ul>",
      "<p>Ikki kishilik kechki ovqat yoki ofisdagi tushlik — <strong>Duet kombo</strong> yordam beradi. Ikkita 30 sm pitsa va bir litr Coca-Cola bitta narxda.</p><ul><li>barcha restoranlarda;</li><li>yetkazib berish va olib ketish.</li></ul>",
    ),
    imageUrl: "/images/promotions/1.svg",
    startsAt: "2026-11-01T00:00:00+05:00",
    endsAt: null,
    productIds: ["combo-duo"],
    folderId: 2,
  },
  {
    id: 2,
    title: L("Осенняя новинка — «Лаззат»", "Autumn special: the Lazzat", "Kuzgi yangilik — «Lazzat»"),
    summary: L(
      "Пицца с казы и карамелизированным луком уже в меню.",
      "The pizza with qazi and caramelised onion is on the menu.",
      "Qazi va karamellangan piyozli pitsa allaqachon menyuda.",
    ),
    body: L(
      "<p>Казы, сладкий лук и моцарелла — <strong>вкус, который хочется повторить</strong>. Добавьте сырный бортик, чтобы было ещё сытнее.</p>",
      "<p>Qazi, sweet onion and mozzarella: <strong>a taste you will want again</strong>. Add a cheese crust to make it even more filling.</p>",
      "<p>Qazi, shirin piyoz va motsarella — <strong>yana tatib ko‘rgingiz keladigan ta’m</strong>. To‘yimliroq bo‘lishi uchun pishloqli chet qo‘shing.</p>",
    ),
    imageUrl: "/images/promotions/2.svg",
    startsAt: "2026-10-05T00:00:00+05:00",
    endsAt: "2027-12-31T23:59:00+05:00",
    productIds: ["lazzat"],
    folderId: 1,
  },
  {
    id: 3,
    title: L("Сладкие вечера", "Sweet evenings", "Shirin kechalar"),
    summary: L(
      "Чизкейк, тирамису и синнабоны — к чаю после пиццы.",
      "Cheesecake, tiramisu and cinnamon rolls for tea after pizza.",
      "Pitsadan keyin choy uchun chizkeyk, tiramisu va dolchinli bulochkalar.",
    ),
    body: L(
      "<p>Завершите ужин десертом. <strong>Чайник зелёного чая</strong> прекрасно дополнит чизкейк или тирамису.</p><ul><li>Чизкейк Нью-Йорк</li><li>Тирамису</li><li>Синнабоны</li></ul>",
      "<p>Round off dinner with a dessert. A <strong>pot of green tea</strong> goes beautifully with cheesecake or tiramisu.</p><ul><li>New York Cheesecake</li><li>Tiramisu</li><li>Cinnamon Rolls</li></ul>",
      "<p>Kechki ovqatni desert bilan yakunlang. <strong>Bir choynak ko‘k choy</strong> chizkeyk yoki tiramisuga juda mos keladi.</p><ul><li>Nyu-York chizkeyki</li><li>Tiramisu</li><li>Dolchinli bulochkalar</li></ul>",
    ),
    imageUrl: "/images/promotions/3.svg",
    startsAt: "2026-11-10T00:00:00+05:00",
    endsAt: "2028-01-31T23:59:00+05:00",
    productIds: ["cheesecake", "tiramisu", "cinnamon-rolls", "green-tea"],
    folderId: 7,
  },
  {
    id: 4,
    title: L("Детский бокс с сюрпризом", "Kids’ Box with a surprise", "Sovg‘ali bolalar boksi"),
    summary: L(
      "Наггетсы, фри, сок и игрушка внутри.",
      "Nuggets, fries, juice and a toy inside.",
      "Ichida nagetslar, fri, sharbat va o‘yinchoq.",
    ),
    body: L(
      "<p>Новый <strong>Детский бокс</strong>: всё, что любят дети, и маленькая игрушка в каждой коробке. Соберите всю коллекцию из шести героев!</p>",
      "<p>The new <strong>Kids’ Box</strong>: everything children love, plus a small toy in every box. Collect all six characters!</p>",
      "<p>Yangi <strong>Bolalar boksi</strong>: bolalar yaxshi ko‘radigan hamma narsa va har bir qutida kichik o‘yinchoq. Oltita qahramonning barchasini to‘plang!</p>",
    ),
    imageUrl: "/images/promotions/4.svg",
    startsAt: "2026-11-15T00:00:00+05:00",
    endsAt: "2027-12-31T23:59:00+05:00",
    productIds: ["kids-box", "kids-pizza"],
    folderId: 6,
  },
];

export const vacancies: SeedVacancy[] = [
  {
    id: 1,
    regionId: 1,
    title: L("Курьер", "Delivery courier", "Kuryer"),
    description: L(
      "Доставляйте горячую пиццу по Ташкенту на своём или нашем скутере. Выдаём форму, термосумку и телефон, выплаты каждую неделю.",
      "Deliver hot pizza across Tashkent on your own scooter or ours. We provide a uniform, a thermal bag and a phone; paid weekly.",
      "Toshkent bo‘ylab issiq pitsani o‘z skuteringiz yoki bizning skuterda yetkazing. Forma, termosumka va telefon beramiz, to‘lov har hafta.",
    ),
    schedule: L("Гибкий график, смены от 6 часов", "Flexible hours, shifts from 6 hours", "Moslashuvchan jadval, 6 soatdan smenalar"),
    salary: L("от 5 000 000 сум", "from 5,000,000 UZS", "5 000 000 so‘mdan"),
  },
  {
    id: 2,
    regionId: 1,
    title: L("Пиццамейкер / повар", "Pizza maker / cook", "Pitsa ustasi / oshpaz"),
    description: L(
      "Готовьте пиццу по нашим стандартам: тесто, соусы, выпечка в печи. Опыт не обязателен — обучим за две недели.",
      "Make pizza to our standards: dough, sauces and baking. No experience needed; we train you in two weeks.",
      "Standartlarimiz bo‘yicha pitsa tayyorlang: xamir, souslar, pechda pishirish. Tajriba shart emas — ikki haftada o‘rgatamiz.",
    ),
    schedule: L("Смены 2/2 по 12 часов", "2 days on, 2 off, 12-hour shifts", "2/2 jadval, 12 soatlik smenalar"),
    salary: L("от 6 000 000 до 9 000 000 сум", "6,000,000–9,000,000 UZS", "6 000 000 — 9 000 000 so‘m"),
  },
  {
    id: 3,
    regionId: 2,
    title: L("Кассир", "Cashier", "Kassir"),
    description: L(
      "Встречайте гостей, принимайте заказы и оплату в ресторане у Регистана. Знание русского и узбекского обязательно.",
      "Welcome guests and take orders and payments at our Registan restaurant. Uzbek and Russian required.",
      "Registon yonidagi restoranda mehmonlarni kutib oling, buyurtma va to‘lovlarni qabul qiling. O‘zbek va rus tillarini bilish shart.",
    ),
    schedule: L(
      "5/2, с 10:00 до 19:00 или с 14:00 до 23:00",
      "5 days a week, 10:00–19:00 or 14:00–23:00",
      "5/2, 10:00 dan 19:00 gacha yoki 14:00 dan 23:00 gacha",
    ),
    salary: L("от 4 000 000 сум", "from 4,000,000 UZS", "4 000 000 so‘mdan"),
  },
  {
    id: 4,
    regionId: 1,
    title: L("Управляющий рестораном", "Restaurant manager", "Restoran boshqaruvchisi"),
    description: L(
      "Отвечайте за команду из 20 человек, качество и скорость доставки. Нужен опыт управления в общепите от двух лет.",
      "Lead a team of 20 and own quality and delivery times. At least two years of food-service management experience required.",
      "20 kishilik jamoa, sifat va yetkazib berish tezligi uchun mas’ul bo‘ling. Umumiy ovqatlanish sohasida kamida ikki yillik boshqaruv tajribasi kerak.",
    ),
    schedule: L("5/2, полный день", "Full-time, 5 days a week", "5/2, to‘liq kun"),
    salary: L("от 12 000 000 сум", "from 12,000,000 UZS", "12 000 000 so‘mdan"),
  },
  {
    id: 5,
    regionId: 1,
    title: L("Оператор колл-центра", "Call centre operator", "Call-markaz operatori"),
    description: L(
      "Принимайте заказы по телефону и в Telegram, помогайте гостям с выбором. Грамотная речь на русском и узбекском.",
      "Take orders by phone and in Telegram and help guests choose. Clear spoken Uzbek and Russian.",
      "Telefon va Telegram orqali buyurtmalarni qabul qiling, mehmonlarga tanlashda yordam bering. O‘zbek va rus tillarida ravon nutq.",
    ),
    schedule: L("Сменный график, есть ночные смены", "Shifts, including nights", "Smenali jadval, tungi smenalar ham bor"),
    salary: L("от 4 500 000 сум", "from 4,500,000 UZS", "4 500 000 so‘mdan"),
  },
  {
    id: 6,
    regionId: 2,
    title: L("Курьер", "Delivery courier", "Kuryer"),
    description: L(
      "Доставка по центру Самарканда на скутере компании. Оплата за каждый заказ плюс чаевые.",
      "Deliver around central Samarkand on a company scooter. Paid per order, plus tips.",
      "Kompaniya skuterida Samarqand markazi bo‘ylab yetkazib berish. Har bir buyurtma uchun to‘lov va choychaqa.",
    ),
    schedule: L("Гибкий график", "Flexible hours", "Moslashuvchan jadval"),
    salary: L("от 4 500 000 сум", "from 4,500,000 UZS", "4 500 000 so‘mdan"),
  },
];

export const chainInfo: SeedChainInfo = {
  name: "Lazzat Pizza",
  phone: "+998 71 200 00 00",
  email: "hello@lazzatpizza.uz",
  about: L(
    "Lazzat Pizza — сеть пиццерий из Ташкента. С 2019 года мы готовим пиццу на тесте собственного замеса из халяльных продуктов и доставляем её горячей за 30–40 минут. Сегодня нас можно найти в Ташкенте, Самарканде и Бухаре.",
    "Lazzat Pizza is a pizzeria chain from Tashkent. Since 2019 we have made pizza on our own fresh dough with halal ingredients and delivered it hot in 30–40 minutes. Today you will find us in Tashkent, Samarkand and Bukhara.",
    "Lazzat Pizza — Toshkentdan chiqqan pitsseriyalar tarmog‘i. 2019-yildan beri o‘zimiz qorgan xamirda halol mahsulotlardan pitsa tayyorlab, uni 30–40 daqiqada issiq holda yetkazib beramiz. Bugun bizni Toshkent, Samarqand va Buxoroda topishingiz mumkin.",
  ),
  links: [
    { kind: "telegram", url: "https://t.me/lazzatpizza_bot" },
    { kind: "instagram", url: "https://www.instagram.com/lazzatpizza.uz" },
    { kind: "facebook", url: "https://www.facebook.com/lazzatpizza.uz" },
  ],
};
