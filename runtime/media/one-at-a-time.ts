/**
 * The page's one-at-a-time rule for everything that plays (display-widgets §4 "Only one video plays at a time";
 * visitor-runtime §2 audio): video blocks, gallery and lightbox video slides, audio blocks. A player's chart emits
 * `started` when it starts playing; every other player on the page is sent RESET (a video returns to its overlay,
 * an audio block pauses). One set for the page, shared by every chunk that plays.
 */
export interface PagePlayer {
  send(event: { type: 'RESET' }): void;
  on(type: 'started', handler: () => void): { unsubscribe(): void };
}

const players = new Set<PagePlayer>();

/** Joins a player to the rule; the answer takes it out again. */
export function joinPagePlayers(player: PagePlayer): () => void {
  players.add(player);
  const started = player.on('started', () => players.forEach((other) => other !== player && other.send({ type: 'RESET' })));
  return () => {
    started.unsubscribe();
    players.delete(player);
  };
}
