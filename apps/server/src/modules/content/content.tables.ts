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
  /** Who sees it: every visitor ('all') or agents only in the agent centre ('agents'). */
  audience: Generated<'all' | 'agents'>;
};

export type HelpSectionsTable = {
  id: Generated<number>;
  merchant_id: number;
  anchor: string;
  title: Localized;
  content: Localized;
  sort: Generated<number>;
};

/** A picture an operator uploaded (decision 0021): served at /assets/content/pictures/<id>-<sha256 16>.<ext>. */
export type ContentPicturesTable = {
  id: Generated<number>;
  merchant_id: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  size: number;
  data: Buffer | Uint8Array;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type ContentTables = {
  announcements: AnnouncementsTable;
  help_sections: HelpSectionsTable;
  content_pictures: ContentPicturesTable;
};
