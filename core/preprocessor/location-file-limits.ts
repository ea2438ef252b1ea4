/**
 * How much a location file may unpack to and hold (docs/adr/0008-location-file-limits.md). A 20 MB upload
 * can be a ZIP bomb; these caps are checked on the ZIP's directory at upload, then again while inflating
 * (declared sizes can lie) and while parsing, so one hostile file can never take the memory of the server.
 */
export const LOCATION_FILE_LIMITS = {
  /** ZIP entries of a workbook (Excel writes ~10 for one sheet). */
  zipEntries: 1000,
  /** Unpacked bytes of one workbook part (sheet, shared strings, ...). */
  partBytes: 100 * 1024 * 1024,
  /** Unpacked bytes of the whole workbook. */
  totalBytes: 200 * 1024 * 1024,
  /** Largest unpacked:packed ratio of a part bigger than `ratioFloorBytes` (ordinary sheets stay below 50). */
  ratio: 200,
  ratioFloorBytes: 4 * 1024 * 1024,
  /** Shared strings kept in memory while a sheet is read: how many and how many characters in all. */
  sharedStrings: 1_000_000,
  sharedStringChars: 32 * 1024 * 1024,
  /** Columns of a row (a location file has about ten). */
  columns: 1000,
  /** Characters of one cell: Excel's own limit. */
  cellChars: 32_767,
  /** Data rows of one file (every row of a run is kept in memory until its all-or-nothing commit). */
  rows: 250_000,
} as const;

export const megabytes = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
