import type { ProviderConfig } from './config.ts';
import type { ProviderDb } from './db/database.ts';
import type { GameCatalogue } from './catalogue/game-catalogue.ts';
import type { LiveBets } from './live/live-bets.ts';
import type { Studio } from './live/studio.ts';
import type { RoundService } from './play/rounds.ts';
import type { CardTables } from './pvp/card-tables.ts';
import type { Hub } from './realtime/hub.ts';
import type { Sportsbook } from './sports/sportsbook.ts';
import type { OperatorClient } from './wallet/operator-client.ts';
import type { Outbox } from './wallet/outbox.ts';

export interface ProviderContext {
  config: ProviderConfig;
  db: ProviderDb;
  client: OperatorClient;
  outbox: Outbox;
  rounds: RoundService;
  games: GameCatalogue;
  hub: Hub;
  studio: Studio;
  liveBets: LiveBets;
  cardTables: CardTables;
  sportsbook: Sportsbook;
}
