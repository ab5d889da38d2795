// Verifiable draws (DESIGN 11; recipe in src/domain/fair-draw.ts and docs/api.md): the public side of a game's daily
// seed. Erasable TypeScript, shared by the site and the server.
import { endpoint } from './endpoints.ts';

/** A game's seed for one business day: the commitment always, the seed once the day is over. */
export interface DrawSeedView {
  game: string;
  /** Business date (UTC+7), YYYY-MM-DD. */
  period: string;
  /** SHA-256 (hex) of the seed's bytes, published before the day's first draw. */
  commitment: string;
  /** The seed (hex), or null while the day is still on. */
  seed: string | null;
}

/** Request of a seed: the game as its records name it, and the business date. */
export interface DrawSeedRequest {
  game: string;
  period: string;
}

/** The endpoints of verifiable draws. */
export const DRAW_ENDPOINTS = {
  seed: endpoint<DrawSeedRequest, DrawSeedView>('/api/draws/seed'),
};
