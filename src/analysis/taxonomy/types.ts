// A bucket of the taxonomy as written in code: its subcategories carry every field of the API's
// Subcategory except bucket_id, which the index fills in from the bucket.
import type { Subcategory } from '../schemas-response.js';

export type SubcategoryDef = Omit<Subcategory, 'bucket_id'>;

export interface BucketDef {
  id: string;
  name: string;
  description: string;
  subcategories: SubcategoryDef[];
}
