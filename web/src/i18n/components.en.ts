/**
 * Texts of the shared table, file preview, rich text editor and date picker components. Kept
 * in their own file so these components and the screens' files change apart; merged in resources.ts. Texts
 * those components share with screens (list.*, file.*, editor.label, date.*) stay in en.ts.
 */
const componentsEn = {
  loadState: {
    failed: "This could not be loaded",
    failedHint: "Something went wrong on our side. Please try again.",
    offline: "You appear to be offline",
    offlineHint: "Check your internet connection, then try again.",
    retry: "Retry",
  },
  table: {
    sortBy: "Sort by {{column}}",
    morePages: "More pages",
  },
  preview: {
    loadFailed: "The file could not be loaded.",
    textTruncated: "Only the beginning of the file is shown. Download it to see all of it.",
    video: "Video preview of {{name}}",
    document: "Preview of {{name}}",
    tableTruncated: "Only the first {{rows}} rows are shown. Download the file to see all of it.",
  },
  richText: {
    toolbar: "Formatting",
  },
  datePicker: {
    from: "From",
    to: "To",
    yearRange: "Please choose a year between {{min}} and {{max}}",
    rangeTooLong: "The date range can be at most one year",
    rangeReversed: "The end date must not be before the start date",
    next: "Next",
    previous: "Previous",
    clear: "Clear",
    invalid: "Invalid date",
  },
};

export default componentsEn;
