// Tashkent for the embedded geocoder: real streets and places with APPROXIMATE coordinates,
// [latitude, longitude]. Metro stations, Chorsu Bazaar and the TV tower follow coordinates
// published for them (Wikipedia and similar); streets are polylines of a few vertices written by
// hand along their known course, good to a few hundred metres, not survey data. Where a demo
// restaurant (server/db/seed/restaurants.ts) gives a street, the polyline passes its point.
// Districts are nearest-anchor regions: each anchor is a place known to lie in that district.
// Uzbek names are in Latin script with ‘ (U+2018) for o‘ and g‘, as in the seed data.
import type { CityGazetteer } from "./gazetteer";

export const tashkent: CityGazetteer = {
  regionId: 1,
  name: { ru: "Ташкент", en: "Tashkent", uz: "Toshkent" },
  centre: [41.3111, 69.2797],
  districts: [
    {
      ru: "Чиланзар",
      en: "Chilanzar",
      uz: "Chilonzor",
      anchors: [
        [41.2755, 69.2045],
        [41.292, 69.2233],
        [41.284, 69.214],
        [41.265, 69.215],
        [41.2556, 69.196],
        [41.287, 69.199],
      ],
    },
    {
      ru: "Юнусабад",
      en: "Yunusabad",
      uz: "Yunusobod",
      anchors: [
        [41.3666, 69.2921],
        [41.3538, 69.2882],
        [41.3456, 69.2846],
        [41.33, 69.285],
        [41.3189, 69.2713],
        [41.37, 69.315],
      ],
    },
    {
      ru: "Мирзо-Улугбек",
      en: "Mirzo-Ulugbek",
      uz: "Mirzo Ulug‘bek",
      anchors: [
        [41.3268, 69.335],
        [41.3217, 69.3112],
        [41.34, 69.34],
        [41.33, 69.365],
        [41.345, 69.32],
      ],
    },
    {
      ru: "Яшнабад",
      en: "Yashnobod",
      uz: "Yashnobod",
      anchors: [
        [41.29, 69.342],
        [41.295, 69.325],
        [41.28, 69.365],
        [41.305, 69.355],
      ],
    },
    {
      ru: "Мирабад",
      en: "Mirabad",
      uz: "Mirobod",
      anchors: [
        [41.304, 69.28],
        [41.2925, 69.288],
        [41.3, 69.298],
        [41.285, 69.295],
      ],
    },
    {
      ru: "Яккасарай",
      en: "Yakkasaray",
      uz: "Yakkasaroy",
      anchors: [
        [41.29, 69.262],
        [41.28, 69.258],
        [41.296, 69.253],
      ],
    },
    {
      ru: "Шайхантахур",
      en: "Shaykhantahur",
      uz: "Shayxontohur",
      anchors: [
        [41.3265, 69.235],
        [41.3386, 69.2405],
        [41.3211, 69.2547],
        [41.315, 69.245],
      ],
    },
    {
      ru: "Алмазар",
      en: "Almazar",
      uz: "Olmazor",
      anchors: [
        [41.3447, 69.2058],
        [41.335, 69.215],
        [41.355, 69.22],
        [41.33, 69.195],
      ],
    },
    {
      ru: "Учтепа",
      en: "Uchtepa",
      uz: "Uchtepa",
      anchors: [
        [41.295, 69.18],
        [41.31, 69.19],
        [41.285, 69.165],
      ],
    },
    {
      ru: "Сергели",
      en: "Sergeli",
      uz: "Sergeli",
      anchors: [
        [41.225, 69.22],
        [41.215, 69.245],
        [41.235, 69.24],
      ],
    },
    {
      ru: "Янгихаёт",
      en: "Yangihayot",
      uz: "Yangihayot",
      anchors: [
        [41.23, 69.185],
        [41.245, 69.17],
      ],
    },
    {
      ru: "Бектемир",
      en: "Bektemir",
      uz: "Bektemir",
      anchors: [
        [41.21, 69.335],
        [41.225, 69.33],
      ],
    },
  ],
  features: [
    // ── Streets ────────────────────────────────────────────────────────────────────────────
    {
      ru: "проспект Амира Темура",
      en: "Amir Temur Avenue",
      uz: "Amir Temur shoh ko‘chasi",
      path: [
        [41.3125, 69.2805],
        [41.323, 69.284],
        [41.335, 69.285],
        [41.3456, 69.285],
        [41.3538, 69.2882],
        [41.3666, 69.2915],
        [41.379, 69.2955],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "107B", at: [41.364, 69.289] }],
    },
    {
      ru: "проспект Мустакиллик",
      en: "Mustaqillik Avenue",
      uz: "Mustaqillik shoh ko‘chasi",
      path: [
        [41.3118, 69.2815],
        [41.316, 69.29],
        [41.3185, 69.2975],
        [41.3217, 69.3112],
      ],
    },
    {
      ru: "улица Буюк Ипак Йули",
      en: "Buyuk Ipak Yuli Street",
      uz: "Buyuk Ipak Yo‘li ko‘chasi",
      path: [
        [41.3217, 69.3112],
        [41.3262, 69.328],
        [41.3272, 69.34],
        [41.33, 69.356],
        [41.333, 69.372],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "78", at: [41.327, 69.335] }],
    },
    {
      ru: "улица Сайилгох",
      en: "Sayilgoh Street",
      uz: "Sayilgoh ko‘chasi",
      path: [
        [41.3112, 69.2788],
        [41.313, 69.275],
        [41.315, 69.2722],
      ],
    },
    {
      ru: "улица Навои",
      en: "Navoi Street",
      uz: "Navoiy ko‘chasi",
      path: [
        [41.3185, 69.2665],
        [41.3211, 69.2547],
        [41.3235, 69.245],
        [41.3255, 69.238],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "30", at: [41.324, 69.243] }],
    },
    {
      ru: "проспект Бунёдкор",
      en: "Bunyodkor Avenue",
      uz: "Bunyodkor shoh ko‘chasi",
      path: [
        [41.303, 69.246],
        [41.292, 69.2233],
        [41.284, 69.214],
        [41.2755, 69.2045],
        [41.2556, 69.196],
        [41.245, 69.19],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "5", at: [41.276, 69.204] }],
    },
    {
      ru: "улица Шота Руставели",
      en: "Shota Rustaveli Street",
      uz: "Shota Rustaveli ko‘chasi",
      path: [
        [41.3, 69.2735],
        [41.29, 69.268],
        [41.28, 69.262],
        [41.268, 69.256],
      ],
    },
    {
      ru: "улица Шахрисабз",
      en: "Shakhrisabz Street",
      uz: "Shahrisabz ko‘chasi",
      path: [
        [41.304, 69.271],
        [41.303, 69.281],
        [41.302, 69.292],
      ],
      houses: [
        { number: "16", at: [41.303, 69.281] },
        { number: "22", at: [41.3026, 69.2855] },
      ],
    },
    {
      ru: "улица Махтумкули",
      en: "Makhtumkuli Street",
      uz: "Maxtumquli ko‘chasi",
      path: [
        [41.296, 69.315],
        [41.292, 69.33],
        [41.2895, 69.345],
        [41.287, 69.36],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "40", at: [41.29, 69.342] }],
    },
    {
      ru: "улица Янги Сергели",
      en: "Yangi Sergeli Street",
      uz: "Yangi Sergeli ko‘chasi",
      path: [
        [41.242, 69.219],
        [41.227, 69.2195],
        [41.212, 69.218],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "11", at: [41.227, 69.219] }],
    },
    {
      ru: "улица Фархадская",
      en: "Farhod Street",
      uz: "Farhod ko‘chasi",
      path: [
        [41.29, 69.208],
        [41.284, 69.196],
        [41.276, 69.183],
      ],
    },
    {
      ru: "улица Мукими",
      en: "Muqimiy Street",
      uz: "Muqimiy ko‘chasi",
      path: [
        [41.2925, 69.2245],
        [41.286, 69.235],
        [41.28, 69.246],
      ],
    },
    {
      ru: "улица Катартал",
      en: "Qatortol Street",
      uz: "Qatortol ko‘chasi",
      path: [
        [41.302, 69.199],
        [41.288, 69.194],
        [41.272, 69.188],
      ],
    },
    {
      ru: "улица Фуркат",
      en: "Furqat Street",
      uz: "Furqat ko‘chasi",
      path: [
        [41.3205, 69.2475],
        [41.312, 69.2445],
        [41.305, 69.244],
      ],
    },
    {
      ru: "улица Лабзак",
      en: "Labzak Street",
      uz: "Labzak ko‘chasi",
      path: [
        [41.3225, 69.2645],
        [41.33, 69.269],
        [41.337, 69.273],
      ],
    },
    {
      ru: "улица Абдуллы Кадыри",
      en: "Abdulla Qodiriy Street",
      uz: "Abdulla Qodiriy ko‘chasi",
      path: [
        [41.325, 69.256],
        [41.335, 69.254],
        [41.345, 69.251],
      ],
    },
    {
      ru: "проспект Беруни",
      en: "Beruniy Avenue",
      uz: "Beruniy shoh ko‘chasi",
      path: [
        [41.33, 69.233],
        [41.338, 69.218],
        [41.3447, 69.2058],
        [41.35, 69.195],
      ],
    },
    {
      ru: "улица Усмана Насыра",
      en: "Usmon Nosir Street",
      uz: "Usmon Nosir ko‘chasi",
      path: [
        [41.299, 69.264],
        [41.289, 69.256],
        [41.28, 69.248],
      ],
    },
    {
      ru: "улица Ойбек",
      en: "Oybek Street",
      uz: "Oybek ko‘chasi",
      path: [
        [41.3005, 69.269],
        [41.299, 69.278],
        [41.2965, 69.287],
      ],
    },
    {
      ru: "улица Тараса Шевченко",
      en: "Taras Shevchenko Street",
      uz: "Taras Shevchenko ko‘chasi",
      path: [
        [41.308, 69.275],
        [41.3055, 69.285],
        [41.296, 69.29],
      ],
    },
    {
      ru: "улица Богишамол",
      en: "Bogishamol Street",
      uz: "Bog‘ishamol ko‘chasi",
      path: [
        [41.34, 69.29],
        [41.355, 69.3],
        [41.37, 69.308],
      ],
    },
    {
      ru: "проспект Мирзо Улугбека",
      en: "Mirzo Ulugbek Avenue",
      uz: "Mirzo Ulug‘bek shoh ko‘chasi",
      path: [
        [41.332, 69.3],
        [41.338, 69.32],
        [41.342, 69.34],
      ],
    },
    // ── Squares, bazaars, landmarks ────────────────────────────────────────────────────────
    { ru: "сквер Амира Темура", en: "Amir Temur Square", uz: "Amir Temur xiyoboni", at: [41.3111, 69.2797] },
    { ru: "площадь Мустакиллик", en: "Mustaqillik Square", uz: "Mustaqillik maydoni", at: [41.316, 69.2715] },
    { ru: "базар Чорсу", en: "Chorsu Bazaar", uz: "Chorsu bozori", at: [41.3267, 69.235] },
    { ru: "медресе Кукельдаш", en: "Kukeldash Madrasah", uz: "Ko‘kaldosh madrasasi", at: [41.3245, 69.2362] },
    { ru: "комплекс Хазрати Имам", en: "Hazrati Imam Complex", uz: "Hazrati Imom majmuasi", at: [41.3386, 69.2405] },
    { ru: "мечеть Минор", en: "Minor Mosque", uz: "Minor masjidi", at: [41.3365, 69.279] },
    { ru: "Ташкентская телебашня", en: "Tashkent TV Tower", uz: "Toshkent teleminorasi", at: [41.3456, 69.2846] },
    { ru: "парк Tashkent City", en: "Tashkent City Park", uz: "Tashkent City bog‘i", at: [41.3165, 69.25] },
    { ru: "стадион «Пахтакор»", en: "Pakhtakor Stadium", uz: "«Paxtakor» stadioni", at: [41.3175, 69.2585] },
    { ru: "театр имени Алишера Навои", en: "Alisher Navoi Theatre", uz: "Alisher Navoiy nomidagi teatr", at: [41.3058, 69.274] },
    { ru: "Ташкентский вокзал", en: "Tashkent Railway Station", uz: "Toshkent vokzali", at: [41.2925, 69.288] },
    { ru: "музей Амира Темура", en: "Amir Temur Museum", uz: "Amir Temur muzeyi", at: [41.3127, 69.2822] },
    { ru: "гостиница «Узбекистан»", en: "Hotel Uzbekistan", uz: "«O‘zbekiston» mehmonxonasi", at: [41.3103, 69.283] },
    { ru: "парк Милли бог", en: "Milliy Bog Park", uz: "Milliy bog‘", at: [41.3035, 69.24] },
    { ru: "Дворец дружбы народов", en: "Friendship of Peoples Palace", uz: "Xalqlar do‘stligi saroyi", at: [41.3048, 69.25] },
    { ru: "парк Бабура", en: "Babur Park", uz: "Bobur bog‘i", at: [41.2935, 69.256] },
    { ru: "площадь Хадра", en: "Khadra Square", uz: "Xadra maydoni", at: [41.3228, 69.2628] },
    { ru: "Ботанический сад", en: "Botanical Garden", uz: "Botanika bog‘i", at: [41.3445, 69.312] },
    { ru: "Ташкентский зоопарк", en: "Tashkent Zoo", uz: "Toshkent hayvonot bog‘i", at: [41.3435, 69.301] },
    { ru: "Алайский базар", en: "Oloy Bazaar", uz: "Oloy bozori", at: [41.3255, 69.2865] },
    { ru: "Мирабадский базар", en: "Mirobod Bazaar", uz: "Mirobod bozori", at: [41.2975, 69.283] },
    { ru: "Фархадский базар", en: "Farhod Bazaar", uz: "Farhod bozori", at: [41.287, 69.199] },
    { ru: "Куйлюкский базар", en: "Kuyluk Bazaar", uz: "Qo‘yliq bozori", at: [41.245, 69.342] },
    { ru: "аэропорт Ташкент", en: "Tashkent International Airport", uz: "Toshkent xalqaro aeroporti", at: [41.2579, 69.2812] },
    { ru: "массив Каракамыш", en: "Qoraqamish", uz: "Qoraqamish", at: [41.333, 69.192] },
    { ru: "массив ТТЗ", en: "TTZ", uz: "TTZ", at: [41.347, 69.352] },
    // ── Metro stations ─────────────────────────────────────────────────────────────────────
    {
      ru: "метро «Амир Темур хиёбони»",
      en: "Amir Temur Xiyoboni metro station",
      uz: "«Amir Temur xiyoboni» metro bekati",
      at: [41.3122, 69.2815],
    },
    {
      ru: "метро «Мустакиллик майдони»",
      en: "Mustaqillik Maydoni metro station",
      uz: "«Mustaqillik maydoni» metro bekati",
      at: [41.3189, 69.2713],
    },
    { ru: "метро «Алишер Навои»", en: "Alisher Navoiy metro station", uz: "«Alisher Navoiy» metro bekati", at: [41.3211, 69.2547] },
    { ru: "метро «Узбекистон»", en: "Uzbekistan metro station", uz: "«O‘zbekiston» metro bekati", at: [41.3114, 69.2534] },
    { ru: "метро «Гафур Гулям»", en: "Gafur Gulom metro station", uz: "«G‘afur G‘ulom» metro bekati", at: [41.323, 69.2465] },
    { ru: "метро «Чорсу»", en: "Chorsu metro station", uz: "«Chorsu» metro bekati", at: [41.3252, 69.2321] },
    { ru: "метро «Космонавтлар»", en: "Kosmonavtlar metro station", uz: "«Kosmonavtlar» metro bekati", at: [41.306, 69.279] },
    { ru: "метро «Хамид Алимджан»", en: "Hamid Olimjon metro station", uz: "«Hamid Olimjon» metro bekati", at: [41.3185, 69.296] },
    { ru: "метро «Пушкин»", en: "Pushkin metro station", uz: "«Pushkin» metro bekati", at: [41.3217, 69.3112] },
    { ru: "метро «Буюк Ипак Йули»", en: "Buyuk Ipak Yuli metro station", uz: "«Buyuk Ipak Yo‘li» metro bekati", at: [41.3262, 69.328] },
    { ru: "метро «Шахристан»", en: "Shahriston metro station", uz: "«Shahriston» metro bekati", at: [41.3538, 69.2882] },
    { ru: "метро «Юнусобод»", en: "Yunusobod metro station", uz: "«Yunusobod» metro bekati", at: [41.3666, 69.2921] },
    { ru: "метро «Новза»", en: "Novza metro station", uz: "«Novza» metro bekati", at: [41.292, 69.2233] },
    { ru: "метро «Мирзо Улугбек»", en: "Mirzo Ulugbek metro station", uz: "«Mirzo Ulug‘bek» metro bekati", at: [41.284, 69.214] },
    { ru: "метро «Чиланзар»", en: "Chilanzar metro station", uz: "«Chilonzor» metro bekati", at: [41.2745, 69.205] },
    { ru: "метро «Олмазор»", en: "Olmazor metro station", uz: "«Olmazor» metro bekati", at: [41.2556, 69.196] },
  ],
};
