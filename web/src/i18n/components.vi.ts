import type componentsEn from "./components.en.ts";

/** Vietnamese texts of the shared components; same keys as components.en.ts (i18n-parity.test.ts). */
const componentsVi: typeof componentsEn = {
  loadState: {
    failed: "Không thể tải dữ liệu",
    failedHint: "Đã xảy ra lỗi ở phía máy chủ. Vui lòng thử lại.",
    offline: "Có vẻ bạn đang ngoại tuyến",
    offlineHint: "Hãy kiểm tra kết nối internet rồi thử lại.",
    retry: "Thử lại",
  },
  table: {
    sortBy: "Sắp xếp theo {{column}}",
    morePages: "Các trang khác",
  },
  preview: {
    loadFailed: "Không tải được tệp.",
    textTruncated: "Chỉ hiển thị phần đầu của tệp. Hãy tải tệp xuống để xem toàn bộ.",
    video: "Xem trước video {{name}}",
    document: "Xem trước {{name}}",
    tableTruncated: "Chỉ hiển thị {{rows}} dòng đầu. Hãy tải tệp xuống để xem toàn bộ.",
  },
  richText: {
    toolbar: "Định dạng",
  },
  datePicker: {
    from: "Từ ngày",
    to: "Đến ngày",
    yearRange: "Vui lòng chọn năm từ {{min}} đến {{max}}",
    rangeTooLong: "Khoảng ngày tối đa là một năm",
    rangeReversed: "Ngày kết thúc không được trước ngày bắt đầu",
    next: "Tiếp",
    previous: "Trước",
    clear: "Xóa",
    invalid: "Ngày không hợp lệ",
  },
};

export default componentsVi;
