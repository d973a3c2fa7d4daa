/** Query keys of the member's own game lists, under ['games', 'mine', <list>], then per member. */
export const myGamesKeys = {
  favouriteIds: (memberId: number | undefined) => ['games', 'mine', 'favourite-ids', memberId] as const,
  favouriteLists: (memberId: number | undefined) => ['games', 'mine', 'favourites', memberId] as const,
  /** Every member's recent games: a launch makes them stale. */
  recentAll: ['games', 'mine', 'recent'] as const,
  recent: (memberId: number | undefined) => ['games', 'mine', 'recent', memberId] as const,
  rooms: (memberId: number | undefined) => ['games', 'mine', 'rooms', memberId] as const,
};
