// Rank bonuses (SPEC 9): hosts ranked daily (top 30 paid), agencies weekly (top 10 paid), and the rankings themselves.
// Pure: dates and instants are passed in. Erasable TypeScript, shared by site and server.

/** SPEC 9: hosts are ranked daily, the top 30 paid. */
export const HOST_RANK_DAILY_TOP = 30;
/** SPEC 9: agencies are ranked weekly, the top 10 paid. */
export const AGENCY_RANK_WEEKLY_TOP = 10;

/** Assumed (docs/rules.md): the daily host rank bonus by rank 1-30. */
export function hostRankBonus(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > HOST_RANK_DAILY_TOP) return 0;
  if (rank === 1) return 500_000;
  if (rank === 2) return 300_000;
  if (rank === 3) return 200_000;
  if (rank <= 10) return 100_000;
  if (rank <= 20) return 50_000;
  return 20_000;
}

/** Assumed (docs/rules.md): the weekly agency rank bonus by rank 1-10. */
export function agencyRankBonus(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > AGENCY_RANK_WEEKLY_TOP) return 0;
  if (rank === 1) return 5_000_000;
  if (rank === 2) return 3_000_000;
  if (rank === 3) return 2_000_000;
  return 1_000_000;
}

/** Every ranked id with its rank (1-based) by score, highest first; ties by id; ids scoring 0 are not ranked. */
export function ranking(scores: readonly { id: string; score: number }[]): Map<string, number> {
  const ranked = scores.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return new Map(ranked.map((s, index) => [s.id, index + 1]));
}

/** A band of ranks paying the same bonus: ranks `fromRank`-`toRank` pay `bonusBeans` each. */
export interface RankBonusBand {
  fromRank: number;
  toRank: number;
  bonusBeans: number;
}

/** A rank bonus as bands of equal pay, from rank 1 to `top` (for the rules shown on pages). */
export function rankBonusBands(bonus: (rank: number) => number, top: number): RankBonusBand[] {
  const bands: RankBonusBand[] = [];
  for (let rank = 1; rank <= top; rank++) {
    const last = bands[bands.length - 1];
    if (last && last.bonusBeans === bonus(rank)) last.toRank = rank;
    else bands.push({ fromRank: rank, toRank: rank, bonusBeans: bonus(rank) });
  }
  return bands;
}

/** The rank (1-based) of `id` among `scores` by score, highest first; ties by id; null when absent or scoring 0. */
export function rankOf(scores: readonly { id: string; score: number }[], id: string): number | null {
  return ranking(scores).get(id) ?? null;
}

/** An agency's place in a week's ranking (SPEC 9: top 10 paid). */
export interface AgencyStanding {
  agencyId: string;
  /** The week's gift beans of the agency's hosts. */
  beans: number;
  /** 1-based; null for an agency with no beans. */
  rank: number | null;
  /** docs/rules.md: what the rank pays (0 outside the top 10). */
  bonusBeans: number;
}

/**
 * SPEC 9: the weekly agency ranking by the beans of each agency's hosts, highest first, ties by id as `rankOf`; the
 * top 10 get the agency rank bonus. Pages (earnings, agency management) and the settlement read this one ranking.
 */
export function agencyWeekRanking(hosts: readonly { agencyId: string; beans: number }[]): AgencyStanding[] {
  const byAgency = new Map<string, number>();
  for (const host of hosts) byAgency.set(host.agencyId, (byAgency.get(host.agencyId) ?? 0) + host.beans);
  const scores = [...byAgency].map(([id, score]) => ({ id, score }));
  const ranks = ranking(scores);
  return scores
    .map(({ id, score }) => {
      const rank = ranks.get(id) ?? null;
      return { agencyId: id, beans: score, rank, bonusBeans: rank === null ? 0 : agencyRankBonus(rank) };
    })
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.agencyId.localeCompare(b.agencyId));
}
