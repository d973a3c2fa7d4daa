/** The sandbox vendor's made-up sides and competitions; the schedule picks from them by hash. */

export const FOOTBALL_CLUBS = [
  'Riverside FC',
  'Northport United',
  'Eastbridge Rovers',
  'Harbour City',
  'Ironvale Athletic',
  'Kingsford Town',
  'Lakeshore Wanderers',
  'Millbrook Albion',
  'Redcliff Rangers',
  'Southgate Villa',
  'Westmoor Olympic',
  'Stonehaven County',
] as const;

export const FOOTBALL_LEAGUES = ['Sandbox Premier League', 'Coastal Cup', 'Continental Trophy'] as const;

export const ESPORTS_TEAMS = [
  'Nova Five',
  'Iron Wolves',
  'Pixel Reapers',
  'Crimson Sigma',
  'Static Owls',
  'Null Pointer',
  'Frostbyte',
  'Vortex Nine',
  'Golden Drakes',
  'Shadow Lotus',
  'Apex Hydra',
  'Neon Jackals',
] as const;

export const ESPORTS_LEAGUES = ['Sandbox Pro Circuit', 'Masters Invitational', 'Challenger Series'] as const;

export const COCKS = [
  'Red Talon',
  'Ash Wing',
  'Golden Spur',
  'Black Comet',
  'Iron Beak',
  'White Lightning',
  'Copper King',
  'Storm Crest',
  'Jade Hatchet',
  'Night Blade',
] as const;

export const COCK_OWNERS = [
  'Mang Ramon',
  'Ka Lito',
  'Tatay Ben',
  'Kuya Jun',
  'Mang Andoy',
  'Ka Berto',
  'Tito Nonoy',
  'Mang Celso',
] as const;

export const COCKFIGHT_ARENAS = ['Sandbox Derby Arena', 'Golden Spur Cockpit'] as const;
