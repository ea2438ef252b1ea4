import { quiet } from "../../../api/fetcher.ts";
import { listLocationReviewQueue } from "../../../api/generated/location-review/location-review.ts";
import type { LocationReviewRow } from "../../../api/generated/model/locationReviewRow.ts";
import type { LocationReviewDetail } from "../../../api/generated/model/locationReviewDetail.ts";
import type { LocationReviewCandidate } from "../../../api/generated/model/locationReviewCandidate.ts";
import { pageParams, type PageQuery, type PageResult } from "../../../api/paging.ts";

/** A queued ship-to row; the server decides its allowedActions (core/locations/review). */
export type ReviewRow = LocationReviewRow;
export type ReviewDetail = LocationReviewDetail;
export type ReviewCandidate = LocationReviewCandidate;
export const REVIEW_KINDS = ["review", "unmatched", "invalid"] as const;

/** Grid blocks: quiet, because the grid shows its own loading rows. */
export const fetchReviewRows = async (query: PageQuery): Promise<PageResult<ReviewRow>> =>
  (await listLocationReviewQueue(pageParams(query), quiet())).d;
