import type { Generated } from 'kysely';
import type { Localized, Timestamp } from '../../db/column-types.ts';

export type AnnouncementsTable = {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  type: string;
  title: Localized;
  content: Localized;
  start_at: Timestamp;
  end_at: Timestamp | null;
  promotion_type: string | null;
  execution: Generated<string>;
  group_name: string | null;
  image_url: string | null;
  url: string | null;
  linkage_type: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type HelpSectionsTable = {
  id: Generated<number>;
  merchant_id: number;
  anchor: string;
  title: Localized;
  content: Localized;
  sort: Generated<number>;
};

/** The tables this module owns: only its stores read or write them. */
export type ContentTables = {
  announcements: AnnouncementsTable;
  help_sections: HelpSectionsTable;
};
