// The Decor Shop's demo catalogue (issue 27 item 1): eight items in each of SPEC 3's eight categories, as an operator
// would enter them in decor_catalogue, with names in the four languages, prices for 7 and 30 days, the preview picture
// under public/decor/ and a few wealth-level and VIP requirements. The sixteen prize items of src/domain/decor.ts are
// among them at the same prices, so what the turntable gives can be renewed in the shop.
import type { DecorCategory } from '../../src/domain/decor.ts';
import type { SpecialIdPattern } from '../../src/domain/special-id.ts';
import { putCatalogueItem } from '../account/decor-catalogue.ts';
import type { Db } from '../db/database.ts';

/** id, category, colours of its preview, names (en, id, zh-cn, zh-tw), price for 7 and 30 days, wealth level, VIP level. */
type Row = readonly [string, DecorCategory, string, string, string, string, string, string, number, number, number, number];

/** The demo catalogue; its previews are public/decor/<id>.svg (drawn in the two colours). */
export const DEMO_DECOR: readonly Row[] = [
  ['frame-rose', 'avatarFrame', '#ff5c8a', '#ffc2d4', 'Rose Ring', 'Cincin Mawar', '玫瑰环', '玫瑰環', 3_000, 10_000, 0, 0],
  ['frame-gold', 'avatarFrame', '#d4a017', '#fff1a8', 'Golden Halo', 'Lingkar Emas', '金色光环', '金色光環', 6_000, 20_000, 0, 0],
  ['frame-jasmine', 'avatarFrame', '#f5f5f5', '#7bc67e', 'Jasmine Wreath', 'Rangkaian Melati', '茉莉花环', '茉莉花環', 4_000, 13_000, 0, 0],
  ['frame-batik', 'avatarFrame', '#8d5524', '#f1c27d', 'Batik Circle', 'Bingkai Batik', '蜡染相框', '蠟染相框', 5_000, 16_000, 5, 0],
  ['frame-sapphire', 'avatarFrame', '#1e3a8a', '#93c5fd', 'Sapphire Ring', 'Cincin Safir', '蓝宝石环', '藍寶石環', 9_000, 30_000, 15, 0],
  ['frame-garuda', 'avatarFrame', '#b45309', '#fde68a', 'Garuda Wings', 'Sayap Garuda', '神鹰之翼', '神鷹之翼', 18_000, 60_000, 25, 2],
  ['mount-scooter', 'mount', '#2f80ed', '#9cc6ff', 'Blue Scooter', 'Skuter Biru', '蓝色小摩托', '藍色小機車', 8_000, 26_000, 0, 0],
  ['mount-phoenix', 'mount', '#eb5757', '#ffb86b', 'Phoenix Ride', 'Tunggangan Phoenix', '凤凰坐骑', '鳳凰坐騎', 30_000, 99_000, 0, 0],
  ['mount-becak', 'mount', '#16a34a', '#bbf7d0', 'Festive Becak', 'Becak Hias', '节日三轮车', '節慶三輪車', 6_000, 20_000, 0, 0],
  ['mount-bajaj', 'mount', '#f97316', '#fed7aa', 'Orange Bajaj', 'Bajaj Oranye', '橙色嘟嘟车', '橘色嘟嘟車', 10_000, 33_000, 5, 0],
  ['mount-sportscar', 'mount', '#dc2626', '#fecaca', 'Red Roadster', 'Mobil Sport Merah', '红色跑车', '紅色跑車', 40_000, 130_000, 20, 0],
  ['mount-yacht', 'mount', '#0e7490', '#a5f3fc', 'Lombok Yacht', 'Kapal Pesiar Lombok', '龙目岛游艇', '龍目島遊艇', 60_000, 199_000, 30, 3],
  ['id-silver', 'specialId', '#8e9aaf', '#e9edf5', 'Silver ID', 'ID Perak', '银色靓号', '銀色靚號', 5_000, 16_000, 0, 0],
  ['id-gold', 'specialId', '#b8860b', '#ffe08a', 'Gold ID', 'ID Emas', '金色靓号', '金色靚號', 12_000, 40_000, 0, 0],
  ['id-bronze', 'specialId', '#a0522d', '#f4c7a1', 'Bronze ID', 'ID Perunggu', '青铜靓号', '青銅靚號', 3_000, 10_000, 0, 0],
  ['id-jade', 'specialId', '#047857', '#a7f3d0', 'Jade ID', 'ID Giok', '翡翠靓号', '翡翠靚號', 8_000, 26_000, 5, 0],
  ['id-ruby', 'specialId', '#9f1239', '#fda4af', 'Ruby ID', 'ID Rubi', '红宝石靓号', '紅寶石靚號', 20_000, 66_000, 15, 1],
  ['id-diamond', 'specialId', '#4338ca', '#e0e7ff', 'Diamond ID', 'ID Berlian', '钻石靓号', '鑽石靚號', 50_000, 166_000, 25, 3],
  ['bubble-mint', 'bubble', '#27ae60', '#c8f7dc', 'Mint Bubble', 'Gelembung Mint', '薄荷气泡', '薄荷氣泡', 3_000, 10_000, 0, 0],
  ['bubble-galaxy', 'bubble', '#5b2c9f', '#c3a6ff', 'Galaxy Bubble', 'Gelembung Galaksi', '银河气泡', '銀河氣泡', 6_000, 20_000, 0, 0],
  ['bubble-mango', 'bubble', '#f59e0b', '#fef3c7', 'Mango Bubble', 'Gelembung Mangga', '芒果气泡', '芒果氣泡', 3_000, 10_000, 0, 0],
  ['bubble-sakura', 'bubble', '#db2777', '#fce7f3', 'Sakura Bubble', 'Gelembung Sakura', '樱花气泡', '櫻花氣泡', 4_000, 13_000, 0, 0],
  ['bubble-ocean', 'bubble', '#0284c7', '#e0f2fe', 'Wave Bubble', 'Gelembung Ombak', '海浪气泡', '海浪氣泡', 5_000, 16_000, 10, 0],
  ['bubble-royal', 'bubble', '#7c2d12', '#fde68a', 'Royal Bubble', 'Gelembung Kerajaan', '皇家气泡', '皇家氣泡', 10_000, 33_000, 0, 2],
  ['bg-sunset', 'liveBackground', '#f2994a', '#f2c94c', 'Bali Sunset', 'Senja Bali', '巴厘岛日落', '峇里島日落', 10_000, 33_000, 0, 0],
  ['bg-ocean', 'liveBackground', '#2d9cdb', '#56ccf2', 'Deep Ocean', 'Samudra Dalam', '深海', '深海', 10_000, 33_000, 0, 0],
  ['bg-bromo', 'liveBackground', '#6b7280', '#fcd34d', 'Bromo Dawn', 'Fajar Bromo', '布罗莫黎明', '布羅莫黎明', 12_000, 40_000, 0, 0],
  ['bg-rice', 'liveBackground', '#65a30d', '#d9f99d', 'Rice Terraces', 'Sawah Terasering', '梯田', '梯田', 8_000, 26_000, 0, 0],
  ['bg-city', 'liveBackground', '#1e293b', '#818cf8', 'Jakarta Nights', 'Malam Jakarta', '雅加达之夜', '雅加達之夜', 15_000, 50_000, 10, 0],
  ['bg-aurora', 'liveBackground', '#064e3b', '#34d399', 'Aurora Sky', 'Langit Aurora', '极光天空', '極光天空', 25_000, 83_000, 20, 2],
  ['mic-neon', 'micFrame', '#00c2a8', '#b2fff4', 'Neon Mic', 'Mik Neon', '霓虹麦克风', '霓虹麥克風', 4_000, 13_000, 0, 0],
  ['mic-crown', 'micFrame', '#c9a227', '#fff3b0', 'Crown Mic', 'Mik Mahkota', '皇冠麦克风', '皇冠麥克風', 9_000, 30_000, 0, 0],
  ['mic-star', 'micFrame', '#eab308', '#fef9c3', 'Star Mic', 'Mik Bintang', '星星麦克风', '星星麥克風', 3_000, 10_000, 0, 0],
  ['mic-heart', 'micFrame', '#e11d48', '#ffe4e6', 'Heart Mic', 'Mik Hati', '爱心麦克风', '愛心麥克風', 4_000, 13_000, 0, 0],
  ['mic-wave', 'micFrame', '#0891b2', '#cffafe', 'Sound Wave', 'Gelombang Suara', '声波麦克风', '聲波麥克風', 6_000, 20_000, 5, 0],
  ['mic-lotus', 'micFrame', '#9333ea', '#f3e8ff', 'Lotus Mic', 'Mik Teratai', '莲花麦克风', '蓮花麥克風', 12_000, 40_000, 15, 1],
  ['runway-comet', 'giftRunway', '#2f3aa8', '#7f8cff', 'Comet Runway', 'Landasan Komet', '彗星跑道', '彗星跑道', 15_000, 50_000, 0, 0],
  ['runway-fire', 'giftRunway', '#d7263d', '#ff9f1c', 'Fire Runway', 'Landasan Api', '火焰跑道', '火焰跑道', 20_000, 66_000, 0, 0],
  ['runway-rainbow', 'giftRunway', '#ec4899', '#60a5fa', 'Rainbow Runway', 'Landasan Pelangi', '彩虹跑道', '彩虹跑道', 12_000, 40_000, 0, 0],
  ['runway-petals', 'giftRunway', '#f472b6', '#fdf2f8', 'Petal Rain', 'Hujan Kelopak', '花瓣雨', '花瓣雨', 10_000, 33_000, 0, 0],
  ['runway-lightning', 'giftRunway', '#facc15', '#1e3a8a', 'Lightning Runway', 'Landasan Kilat', '闪电跑道', '閃電跑道', 25_000, 83_000, 15, 0],
  ['runway-dragon', 'giftRunway', '#b91c1c', '#fbbf24', 'Dragon Runway', 'Landasan Naga', '巨龙跑道', '巨龍跑道', 45_000, 150_000, 25, 3],
  ['card-pearl', 'profileCard', '#a0a4b8', '#f4f4fa', 'Pearl Card', 'Kartu Mutiara', '珍珠名片', '珍珠名片', 5_000, 16_000, 0, 0],
  ['card-royal', 'profileCard', '#6a1b9a', '#e1bee7', 'Royal Card', 'Kartu Kerajaan', '皇家名片', '皇家名片', 12_000, 40_000, 0, 0],
  ['card-songket', 'profileCard', '#991b1b', '#fcd34d', 'Songket Card', 'Kartu Songket', '宋吉锦名片', '宋吉錦名片', 8_000, 26_000, 0, 0],
  ['card-coral', 'profileCard', '#f97316', '#ffedd5', 'Coral Card', 'Kartu Karang', '珊瑚名片', '珊瑚名片', 4_000, 13_000, 0, 0],
  ['card-midnight', 'profileCard', '#111827', '#6366f1', 'Midnight Card', 'Kartu Tengah Malam', '午夜名片', '午夜名片', 10_000, 33_000, 10, 0],
  ['card-emerald', 'profileCard', '#065f46', '#6ee7b7', 'Emerald Card', 'Kartu Zamrud', '祖母绿名片', '祖母綠名片', 20_000, 66_000, 20, 2],
];

/** The number pattern of each demo special-ID item (src/domain/special-id.ts): dearer items, rarer numbers. */
const DEMO_ID_PATTERNS: Readonly<Record<string, SpecialIdPattern>> = {
  'id-bronze': 'mirror5',
  'id-silver': 'pairs6',
  'id-gold': 'lucky6',
  'id-jade': 'triple6',
  'id-ruby': 'straight5',
  'id-diamond': 'repeat5',
};

/** Puts the demo catalogue into decor_catalogue. */
export function seedDecorCatalogue(db: Db): void {
  DEMO_DECOR.forEach(([id, category, , , en, idn, zhCn, zhTw, price7, price30, minWealthLevel, minVipLevel], position) => {
    putCatalogueItem(db, {
      id,
      category,
      names: { en, id: idn, 'zh-cn': zhCn, 'zh-tw': zhTw },
      priceCoins: { 7: price7, 30: price30 },
      previewUrl: `/decor/${id}.svg`,
      minWealthLevel,
      minVipLevel,
      position,
      idPattern: DEMO_ID_PATTERNS[id] ?? null,
    });
  });
}
