// Bukhara for the embedded geocoder: real streets and sights with APPROXIMATE coordinates,
// [latitude, longitude]. The Samanid Mausoleum follows its published coordinates; the rest were
// placed by hand, good to a few hundred metres. Mustaqillik Street passes the seed restaurant's
// point. Bukhara has no official city districts, so the "districts" are the parts of town people
// name (Old City, New City…), as nearest-anchor regions.
import type { CityGazetteer } from "./gazetteer";

export const bukhara: CityGazetteer = {
  regionId: 3,
  name: { ru: "Бухара", en: "Bukhara", uz: "Buxoro" },
  centre: [39.7747, 64.42],
  districts: [
    {
      ru: "Старый город",
      en: "Old City",
      uz: "Eski shahar",
      anchors: [
        [39.776, 64.413],
        [39.774, 64.42],
        [39.779, 64.405],
      ],
    },
    {
      ru: "Новый город",
      en: "New City",
      uz: "Yangi shahar",
      anchors: [
        [39.766, 64.43],
        [39.77, 64.425],
        [39.76, 64.44],
      ],
    },
    { ru: "Ситораи Мохи-Хоса", en: "Sitorai Mokhi-Khosa", uz: "Sitorai Mohi Xosa", anchors: [[39.806, 64.437]] },
  ],
  features: [
    // ── Streets ────────────────────────────────────────────────────────────────────────────
    {
      ru: "улица Мустакиллик",
      en: "Mustaqillik Street",
      uz: "Mustaqillik ko‘chasi",
      path: [
        [39.779, 64.424],
        [39.77, 64.4232],
        [39.762, 64.425],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "24", at: [39.77, 64.423] }],
    },
    {
      ru: "улица Бахауддина Накшбанда",
      en: "Bahouddin Naqshband Street",
      uz: "Bahouddin Naqshband ko‘chasi",
      path: [
        [39.7735, 64.42],
        [39.77, 64.43],
        [39.766, 64.442],
      ],
    },
    {
      ru: "проспект Навои",
      en: "Navoi Avenue",
      uz: "Navoiy shoh ko‘chasi",
      path: [
        [39.766, 64.413],
        [39.764, 64.43],
        [39.762, 64.445],
      ],
    },
    {
      ru: "улица Ибн Сино",
      en: "Ibn Sino Street",
      uz: "Ibn Sino ko‘chasi",
      path: [
        [39.76, 64.415],
        [39.754, 64.425],
        [39.748, 64.435],
      ],
    },
    {
      ru: "улица Алпомиш",
      en: "Alpomish Street",
      uz: "Alpomish ko‘chasi",
      path: [
        [39.758, 64.433],
        [39.753, 64.445],
        [39.748, 64.456],
      ],
    },
    // ── Sights and landmarks ───────────────────────────────────────────────────────────────
    { ru: "ансамбль Ляби-Хауз", en: "Lyabi-Hauz", uz: "Labi Hovuz", at: [39.774, 64.4205] },
    { ru: "минарет Калян", en: "Kalyan Minaret", uz: "Minorai Kalon", at: [39.7758, 64.4147] },
    { ru: "крепость Арк", en: "Ark of Bukhara", uz: "Buxoro arki", at: [39.7779, 64.4107] },
    { ru: "мавзолей Саманидов", en: "Samanid Mausoleum", uz: "Somoniylar maqbarasi", at: [39.7769, 64.4006] },
    { ru: "мечеть Боло-Хауз", en: "Bolo Hauz Mosque", uz: "Bolo Hovuz masjidi", at: [39.7784, 64.406] },
    { ru: "медресе Чор-Минор", en: "Chor Minor", uz: "Chor Minor", at: [39.7767, 64.4253] },
    { ru: "купол Токи Заргарон", en: "Toki Zargaron", uz: "Toki Zargaron", at: [39.7754, 64.4168] },
    { ru: "дворец Ситораи Мохи-Хоса", en: "Sitorai Mokhi-Khosa Palace", uz: "Sitorai Mohi Xosa saroyi", at: [39.806, 64.437] },
    { ru: "комплекс Бахауддина Накшбанда", en: "Bahouddin Naqshband Complex", uz: "Bahouddin Naqshband majmuasi", at: [39.8015, 64.537] },
  ],
};
