/**
 * Avatar cards as JSON, kept while the `avatars` table's version stands (migration 1020).
 * A catalogue page is found on the listing, which every chat message and favourite moves;
 * its cards change only when an avatar does. So after any other write a page costs the
 * read of its ids (with the version) and the cards not kept yet, not every card's JSON.
 *
 * The version is read with the ids, in one statement; cards missing here are read after
 * it, so they are never older than that version. A card is kept only while the cache is
 * still at the version its page was read at: a request that read an older version (a
 * newer one arrived meanwhile) reads every card and keeps none.
 * Bounded by a number of cards; the oldest kept go first.
 */
export class AvatarCardCache {
  private version: number | undefined;
  private readonly cards = new Map<number, string>();

  constructor(private readonly maxCards: number) {}

  get size(): number {
    return this.cards.size;
  }

  /**
   * The ids among `ids` with no card kept at `version`. A newer version forgets every card;
   * an older one (read before a newer request's) finds none and changes nothing: the
   * version only grows.
   */
  missing(ids: readonly number[], version: number): number[] {
    if (this.version === undefined || version > this.version) {
      this.cards.clear();
      this.version = version;
    }
    return version === this.version ? ids.filter((id) => !this.cards.has(id)) : [...ids];
  }

  /** The kept card of `id`, if any. */
  get(id: number): string | undefined {
    return this.cards.get(id);
  }

  /** Keeps `card`, read at or after `version`, unless the cache has moved past that version. */
  keep(id: number, card: string, version: number): void {
    if (version !== this.version) return;
    this.cards.delete(id);
    this.cards.set(id, card);
    for (const oldest of this.cards.keys()) {
      if (this.cards.size <= this.maxCards) break;
      this.cards.delete(oldest);
    }
  }
}
