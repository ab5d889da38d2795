// Names of the demo's people and agencies: Indonesian and Chinese(-Indonesian) names, as the app's users have, drawn
// from the id so a person keeps one name (the same on every page and every seed), never "Viewer 2" or "Agency 12".

const INDONESIAN_FEMALE = ['Ayu', 'Dewi', 'Siti', 'Intan', 'Rina', 'Wulan', 'Maya', 'Nadia', 'Kirana', 'Fitri', 'Indah', 'Lestari', 'Anisa', 'Dinda', 'Citra', 'Nabila'];
const INDONESIAN_MALE = ['Rizky', 'Dimas', 'Fajar', 'Hendra', 'Yoga', 'Ilham', 'Bayu', 'Arif', 'Reza', 'Eko', 'Gilang', 'Teguh', 'Wahyu', 'Fikri', 'Aditya', 'Bagus'];
const INDONESIAN_FAMILY = ['Pratama', 'Saputra', 'Lestari', 'Wijaya', 'Nugroho', 'Permata', 'Hidayat', 'Kusuma', 'Santoso', 'Purnama', 'Maharani', 'Setiawan', 'Rahmawati', 'Syahputra'];
const CHINESE_FEMALE = ['Mei Ling', 'Xiao Hui', 'Li Na', 'Fang', 'Yan', 'Jing', 'Xin Yi', 'Hui Min', 'Shu Fen', 'Ya Ting'];
const CHINESE_MALE = ['Wei', 'Hao', 'Jun', 'Ming', 'Jian Hong', 'Zhi Wei', 'Kai', 'Yong', 'Cheng', 'Bo Wen'];
const CHINESE_FAMILY = ['Lin', 'Chen', 'Wang', 'Zhang', 'Liu', 'Tan', 'Lim', 'Huang', 'Wu', 'Goh', 'Ong', 'Xu'];
const HANZI_FEMALE = ['林美玲', '陈晓慧', '王芳', '黄佳怡', '许雅婷', '周欣怡', '何静', '罗丽娟'];
const HANZI_MALE = ['张伟', '刘洋', '吴俊杰', '郑凯', '李明', '孙浩然', '高志强', '马文博'];

/** A pick from `list` by a spread of `n` (consecutive ids land far apart). */
function pick(list: readonly string[], n: number, salt: number): string {
  return list[(Math.imul(n, 2_654_435_761 + salt) >>> 7) % list.length] ?? list[0] ?? '';
}

/** A person's name from their id and gender: mostly Indonesian, one in three Chinese (some written in Hanzi). */
export function demoPersonName(id: number, gender: 'female' | 'male'): string {
  const female = gender === 'female';
  switch (id % 6) {
    case 1:
      return `${pick(CHINESE_FAMILY, id, 3)} ${pick(female ? CHINESE_FEMALE : CHINESE_MALE, id, 5)}`;
    case 4:
      return pick(female ? HANZI_FEMALE : HANZI_MALE, id, 7);
    default:
      return id % 5 === 0 ? pick(female ? INDONESIAN_FEMALE : INDONESIAN_MALE, id, 11) : `${pick(female ? INDONESIAN_FEMALE : INDONESIAN_MALE, id, 11)} ${pick(INDONESIAN_FAMILY, id, 13)}`;
  }
}

const AGENCY_NAMES = [
  'Nusantara Star',
  'Permata Media',
  'Lotus Entertainment',
  'Garuda Talent',
  'Golden Dragon',
  'Mutiara Live',
  'Rembulan Studio',
  'Jade Harmony',
  'Cakrawala Kreatif',
  'Phoenix Star',
  'Sinar Jaya Media',
  'Bamboo House',
  'Kencana Talent',
  'Red Lantern',
];

/** The name of the `index`-th agency of the demo besides Bintang Agency. */
export function demoAgencyName(index: number): string {
  return AGENCY_NAMES[index % AGENCY_NAMES.length] ?? `Agency ${index + 2}`;
}
