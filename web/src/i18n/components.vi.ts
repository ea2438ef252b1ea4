import type componentsEn from "./components.en.ts";

/** Vietnamese texts of the shared components; same keys as components.en.ts (i18n-parity.test.ts). */
const componentsVi: typeof componentsEn = {
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
