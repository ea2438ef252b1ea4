/** English texts of the system pages (not found, forbidden, not available yet); same keys in platform.vi.ts. */
export const platformEn = {
  platform: {
    notAvailableTitle: "Not available yet",
    notAvailableText: "The {{title}} screen is not available in this version yet.",
    notFoundText: "The page you are looking for does not exist.",
    forbiddenText: "You don't have permission to access.",
    goHome: "Go to Home",
  },
};
