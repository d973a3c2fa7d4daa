/** How a player's name is shown to others (leaderboards, friends, raffle winners): `ab****z`. */
export const maskName = (name: string) => `${name.slice(0, 2)}****${name.length > 4 ? name.slice(-1) : ''}`;
