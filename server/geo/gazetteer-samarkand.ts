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
    { ru: "Старый город", en: "Old City", uz: "Eski shahar", anchors: [[39.6560, 66.9800], [39.6500, 66.9750], [39.6480, 66.9850]] },
    { ru: "Сиаб", en: "Siab", uz: "Siyob", anchors: [[39.6640, 66.9850], [39.6620, 66.9920]] },
    { ru: "Афрасиаб", en: "Afrasiyab", uz: "Afrosiyob", anchors: [[39.6700, 66.9950], [39.6750, 67.0050]] },
    { ru: "Новый город", en: "New City", uz: "Yangi shahar", anchors: [[39.6530, 66.9600], [39.6500, 66.9450], [39.6580, 66.9530]] },
    { ru: "Богишамол", en: "Bogishamol", uz: "Bog‘ishamol", anchors: [[39.6680, 66.9400], [39.6650, 66.9550], [39.6770, 66.9160]] },
    { ru: "Саттепо", en: "Sattepo", uz: "Sattepo", anchors: [[39.6400, 66.9250], [39.6450, 66.9100]] },
  ],
  features: [
    // ── Streets ────────────────────────────────────────────────────────────────────────────
    { ru: "улица Ташкентская", en: "Tashkent Street", uz: "Toshkent ko‘chasi", path: [[39.6552, 66.9764], [39.6606, 66.9788], [39.6622, 66.9840]] },
    { ru: "Университетский бульвар", en: "University Boulevard", uz: "Universitet xiyoboni", path: [[39.6535, 66.9640], [39.6518, 66.9540], [39.6500, 66.9420], [39.6485, 66.9330]] },
    { ru: "улица Регистан", en: "Registan Street", uz: "Registon ko‘chasi", path: [[39.6600, 66.9735], [39.6545, 66.9740], [39.6490, 66.9735]] },
    { ru: "улица Мирзо Улугбека", en: "Mirzo Ulugbek Street", uz: "Mirzo Ulug‘bek ko‘chasi", path: [[39.6560, 66.9500], [39.6650, 66.9350], [39.6730, 66.9200]] },
    { ru: "улица Амира Темура", en: "Amir Temur Street", uz: "Amir Temur ko‘chasi", path: [[39.6495, 66.9680], [39.6580, 66.9655], [39.6660, 66.9625]] },
    { ru: "улица Дагбитская", en: "Dagbitskaya Street", uz: "Dahbed ko‘chasi", path: [[39.6640, 66.9780], [39.6760, 66.9770], [39.6900, 66.9760]] },
    { ru: "улица Рудаки", en: "Rudaki Street", uz: "Rudakiy ko‘chasi", path: [[39.6610, 66.9440], [39.6480, 66.9470], [39.6350, 66.9510]] },
    // ── Sights and landmarks ───────────────────────────────────────────────────────────────
    { ru: "площадь Регистан", en: "Registan Square", uz: "Registon maydoni", at: [39.6543, 66.9759] },
    { ru: "мавзолей Гур-Эмир", en: "Gur-e Amir Mausoleum", uz: "Go‘ri Amir maqbarasi", at: [39.6484, 66.9690] },
    { ru: "мечеть Биби-Ханым", en: "Bibi-Khanym Mosque", uz: "Bibixonim masjidi", at: [39.6606, 66.9794] },
    { ru: "Сиабский базар", en: "Siab Bazaar", uz: "Siyob bozori", at: [39.6623, 66.9833] },
    { ru: "ансамбль Шахи-Зинда", en: "Shah-i-Zinda", uz: "Shohi Zinda majmuasi", at: [39.6630, 66.9880] },
    { ru: "обсерватория Улугбека", en: "Ulugh Beg Observatory", uz: "Ulug‘bek rasadxonasi", at: [39.6746, 67.0056] },
    { ru: "музей Афрасиаба", en: "Afrasiyab Museum", uz: "Afrosiyob muzeyi", at: [39.6690, 66.9930] },
    { ru: "вокзал Самарканд", en: "Samarkand Railway Station", uz: "Samarqand vokzali", at: [39.6770, 66.9160] },
    { ru: "памятник Амиру Темуру", en: "Amir Temur Monument", uz: "Amir Temur haykali", at: [39.6500, 66.9660] },
  ],
};
