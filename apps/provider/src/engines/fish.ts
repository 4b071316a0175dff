import type { Draw } from './draw.ts';
import { assertStake } from './stake.ts';

/**
 * Fish shooting: every shot costs the chosen bet and aims at one fish; the fish is captured
 * with probability exactly 0.96 / multiplier and then pays bet x multiplier, so every shot at
 * every species returns exactly 96%. The draw never sees the bet (only the species' multiplier).
 */

export const FISH_RTP = 0.96;
/** Capture iff draw(multiplier x FISH_CAPTURE_SCALE) < FISH_CAPTURE_HITS: 9600 / (m x 10000). */
export const FISH_CAPTURE_SCALE = 10_000;
export const FISH_CAPTURE_HITS = 9_600;
export const FISH_BET_STEP_CENTS = 10;

export interface FishSpecies {
  id: string;
  /** i18n key of the species name. */
  nameKey: string;
  /** Pay in bets when captured (2..300). */
  multiplier: number;
  /** Presentation hints for a canvas client on a 1280 x 720 stage. Radius in px. */
  size: number;
  /** Swimming speed in px per second. */
  speed: number;
  colour: string;
}

function species(
  id: string,
  multiplier: number,
  size: number,
  speed: number,
  colour: string,
): FishSpecies {
  return { id, nameKey: `provider.fish.species.${id}`, multiplier, size, speed, colour };
}

/** Bigger fish pay more, are slower and larger (an easier target, a rarer capture). */
export const FISH_SPECIES: readonly FishSpecies[] = [
  species('clownfish', 2, 14, 180, '#ff7f27'),
  species('neon-tetra', 3, 12, 200, '#29b6f6'),
  species('butterflyfish', 4, 16, 170, '#ffd54f'),
  species('angelfish', 5, 18, 160, '#ba68c8'),
  species('pufferfish', 8, 22, 140, '#c5e1a5'),
  species('lionfish', 10, 24, 130, '#e53935'),
  species('seahorse', 12, 22, 110, '#ffb300'),
  species('sea-turtle', 15, 34, 100, '#43a047'),
  species('octopus', 20, 36, 90, '#8e24aa'),
  species('stingray', 30, 44, 85, '#607d8b'),
  species('swordfish', 50, 52, 120, '#1e88e5'),
  species('hammerhead', 80, 62, 75, '#78909c'),
  species('giant-squid', 100, 70, 60, '#d81b60'),
  species('orca', 150, 84, 55, '#263238'),
  species('golden-dragon', 300, 100, 45, '#ffc107'),
];

export function fishSpecies(speciesId: string): FishSpecies {
  const found = FISH_SPECIES.find((entry) => entry.id === speciesId);
  if (!found) throw new RangeError(`unknown fish species ${speciesId}`);
  return found;
}

/** Exactly FISH_CAPTURE_HITS / (multiplier x FISH_CAPTURE_SCALE) = 0.96 / multiplier. */
export function fishCaptureProbability(speciesId: string): number {
  const { multiplier } = fishSpecies(speciesId);
  return FISH_CAPTURE_HITS / (multiplier * FISH_CAPTURE_SCALE);
}

export interface FishShot {
  speciesId: string;
  multiplier: number;
  betCents: number;
  captured: boolean;
  winCents: number;
}

/** One shot: one draw, draw(multiplier x 10,000); captured below 9,600. */
export function shoot(speciesId: string, betCents: number, draw: Draw): FishShot {
  const { multiplier } = fishSpecies(speciesId);
  assertStake(betCents, FISH_BET_STEP_CENTS);
  const captured = draw(multiplier * FISH_CAPTURE_SCALE) < FISH_CAPTURE_HITS;
  return {
    speciesId,
    multiplier,
    betCents,
    captured,
    winCents: captured ? betCents * multiplier : 0,
  };
}
