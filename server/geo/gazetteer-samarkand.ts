// Samarkand for the embedded geocoder: real streets and sights with APPROXIMATE coordinates,
// [latitude, longitude]. Registan follows its published coordinates; the rest were placed by hand
// along their known positions, good to a few hundred metres. The seed restaurants' streets
// (Tashkent Street by Registan, University Boulevard) pass their points.
// Samarkand has no official city districts, so the "districts" are the parts of town people name
// in an address (Old City, Siab, New City…), as nearest-anchor regions.
import type { CityGazetteer } from "./gazetteer";

export const samarkand: CityGazetteer = {
  regionId: 2,
  name: { ru: "Самарканд", en: "Samarkand", uz: "Samarqand" },
  centre: [39.6543, 66.9759],
  districts: [
    {
      ru: "Старый город",
      en: "Old City",
      uz: "Eski shahar",
      anchors: [
        [39.656, 66.98],
        [39.65, 66.975],
        [39.648, 66.985],
      ],
    },
    {
      ru: "Сиаб",
      en: "Siab",
      uz: "Siyob",
      anchors: [
        [39.664, 66.985],
        [39.662, 66.992],
      ],
    },
    {
      ru: "Афрасиаб",
      en: "Afrasiyab",
      uz: "Afrosiyob",
      anchors: [
        [39.67, 66.995],
        [39.675, 67.005],
      ],
    },
    {
      ru: "Новый город",
      en: "New City",
      uz: "Yangi shahar",
      anchors: [
        [39.653, 66.96],
        [39.65, 66.945],
        [39.658, 66.953],
      ],
    },
    {
      ru: "Богишамол",
      en: "Bogishamol",
      uz: "Bog‘ishamol",
      anchors: [
        [39.668, 66.94],
        [39.665, 66.955],
        [39.677, 66.916],
      ],
    },
    {
      ru: "Саттепо",
      en: "Sattepo",
      uz: "Sattepo",
      anchors: [
        [39.64, 66.925],
        [39.645, 66.91],
      ],
    },
  ],
  features: [
    // ── Streets ────────────────────────────────────────────────────────────────────────────
    {
      ru: "улица Ташкентская",
      en: "Tashkent Street",
      uz: "Toshkent ko‘chasi",
      path: [
        [39.6552, 66.9764],
        [39.6606, 66.9788],
        [39.6622, 66.984],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "12", at: [39.655, 66.976] }],
    },
    {
      ru: "Университетский бульвар",
      en: "University Boulevard",
      uz: "Universitet xiyoboni",
      path: [
        [39.6535, 66.964],
        [39.6518, 66.954],
        [39.65, 66.942],
        [39.6485, 66.933],
      ],
      // The seed restaurant's door (server/db/seed/restaurants.ts).
      houses: [{ number: "17", at: [39.65, 66.942] }],
    },
    {
      ru: "улица Регистан",
      en: "Registan Street",
      uz: "Registon ko‘chasi",
      path: [
        [39.66, 66.9735],
        [39.6545, 66.974],
        [39.649, 66.9735],
      ],
    },
    {
      ru: "улица Мирзо Улугбека",
      en: "Mirzo Ulugbek Street",
      uz: "Mirzo Ulug‘bek ko‘chasi",
      path: [
        [39.656, 66.95],
        [39.665, 66.935],
        [39.673, 66.92],
      ],
    },
    {
      ru: "улица Амира Темура",
      en: "Amir Temur Street",
      uz: "Amir Temur ko‘chasi",
      path: [
        [39.6495, 66.968],
        [39.658, 66.9655],
        [39.666, 66.9625],
      ],
    },
    {
      ru: "улица Дагбитская",
      en: "Dagbitskaya Street",
      uz: "Dahbed ko‘chasi",
      path: [
        [39.664, 66.978],
        [39.676, 66.977],
        [39.69, 66.976],
      ],
    },
    {
      ru: "улица Рудаки",
      en: "Rudaki Street",
      uz: "Rudakiy ko‘chasi",
      path: [
        [39.661, 66.944],
        [39.648, 66.947],
        [39.635, 66.951],
      ],
    },
    // ── Sights and landmarks ───────────────────────────────────────────────────────────────
    { ru: "площадь Регистан", en: "Registan Square", uz: "Registon maydoni", at: [39.6543, 66.9759] },
    { ru: "мавзолей Гур-Эмир", en: "Gur-e Amir Mausoleum", uz: "Go‘ri Amir maqbarasi", at: [39.6484, 66.969] },
    { ru: "мечеть Биби-Ханым", en: "Bibi-Khanym Mosque", uz: "Bibixonim masjidi", at: [39.6606, 66.9794] },
    { ru: "Сиабский базар", en: "Siab Bazaar", uz: "Siyob bozori", at: [39.6623, 66.9833] },
    { ru: "ансамбль Шахи-Зинда", en: "Shah-i-Zinda", uz: "Shohi Zinda majmuasi", at: [39.663, 66.988] },
    { ru: "обсерватория Улугбека", en: "Ulugh Beg Observatory", uz: "Ulug‘bek rasadxonasi", at: [39.6746, 67.0056] },
    { ru: "музей Афрасиаба", en: "Afrasiyab Museum", uz: "Afrosiyob muzeyi", at: [39.669, 66.993] },
    { ru: "вокзал Самарканд", en: "Samarkand Railway Station", uz: "Samarqand vokzali", at: [39.677, 66.916] },
    { ru: "памятник Амиру Темуру", en: "Amir Temur Monument", uz: "Amir Temur haykali", at: [39.65, 66.966] },
  ],
};
