// A light reader (no zod): every route's search schema is part of the app's start.
import { docNo, object, optional, type Input } from '@contract/search';

/** The batch whose card is shown (just saved, or opened to print again); none: a new batch. */
export const batchSearch = object({ card: optional(docNo) });
export type BatchSearch = Input<typeof batchSearch>;
