import type { platformEn } from "./platform.en.ts";

/** Vietnamese texts of the system pages; the same keys as platform.en.ts. */
export const platformVi: typeof platformEn = {
  platform: {
    notAvailableTitle: "Chưa khả dụng",
    notAvailableText: "Màn hình {{title}} chưa có trong phiên bản này.",
    notFoundText: "Trang bạn tìm không tồn tại.",
    forbiddenText: "Bạn không có quyền truy cập.",
    goHome: "Về trang chủ",
  },
};
