import type { TCategory } from '@vitrina/shared/projects/categories';
import type { TProjectNoteCode, TProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TProjectExtras } from '../db/tables/catalogue';

/** One app of the demo catalogue. */
export type TDemoApp = {
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  category: TCategory;
  price: number;
  originalPrice?: number;
  tags: string[];
  keywords: string[];
  /** Key of the developer in DEMO_DEVELOPERS. */
  developer: 'carlos' | 'valentina' | 'studio';
  status?: TProjectStatus;
  observations?: string;
  observationsCode?: TProjectNoteCode;
  featured?: boolean;
  version?: string;
  extras?: TProjectExtras;
  /** Days before the seeding date it was published (sets the store's order). */
  publishedDaysAgo?: number;
};
