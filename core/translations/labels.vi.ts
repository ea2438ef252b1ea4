import { MENU_LABELS_VI } from "../identity/navigation/menu-labels.ts";
import { ROW_ACTION_LABELS_VI } from "../shared/row-action-labels.ts";
import { LABELS_EN } from "./labels.en.ts";

/**
 * Vietnamese for every English catalogue text. Catalogue labels repeat (Open, Closed, Error...), so they are
 * translated once by English text; labels-parity.test.ts fails when an English text has no entry here.
 */
export const VI_BY_ENGLISH: Readonly<Record<string, string>> = {
  "": "",
  Acknowledge: "Xác nhận",
  Active: "Đang hoạt động",
  All: "Tất cả",
  Allocation: "Phân bổ",
  Backorder: "Đặt hàng chờ",
  Bounce: "Bị trả lại",
  Checkbox: "Ô đánh dấu",
  "Class I": "Loại I",
  "Class II": "Loại II",
  "Class III": "Loại III",
  Classified: "Đã phân loại",
  Click: "Nhấp chuột",
  Closed: "Đã đóng",
  Complaint: "Khiếu nại",
  Completed: "Đã hoàn thành",
  Correction: "Khắc phục",
  Covered: "Được bao phủ",
  "Current Time": "Thời gian hiện tại",
  Date: "Ngày",
  Deactivated: "Đã vô hiệu hóa",
  Deleted: "Đã xóa",
  Delivered: "Đã chuyển",
  Destroyed: "Đã tiêu hủy",
  Discontinuation: "Ngừng sản xuất",
  Distributor: "Nhà phân phối",
  Document: "Tài liệu",
  Draft: "Bản nháp",
  Edit: "Chỉnh sửa",
  Electronic: "Điện tử",
  Emailed: "Đã gửi email",
  Error: "Lỗi",
  "General Information": "Thông tin chung",
  Green: "Xanh lá",
  Image: "Hình ảnh",
  "In Progress": "Đang xử lý",
  Inactive: "Không hoạt động",
  Incomplete: "Chưa hoàn thành",
  Insert: "Thêm mới",
  Invalid: "Không hợp lệ",
  Linked: "Đã liên kết",
  "List (multiple)": "Danh sách (nhiều lựa chọn)",
  "List (single)": "Danh sách (một lựa chọn)",
  Locked: "Đã khóa",
  "Market Event": "Sự kiện thị trường",
  "Multiple Choice": "Nhiều lựa chọn",
  "N/A": "Không áp dụng",
  None: "Không",
  "Not Applicable": "Không áp dụng",
  "Not Completed": "Chưa hoàn thành",
  "Not Covered": "Không được bao phủ",
  "Not Verified": "Chưa xác minh",
  "Not Yet Classified": "Chưa phân loại",
  Number: "Số",
  Numeric: "Số",
  Ongoing: "Đang diễn ra",
  Open: "Đang mở",
  Opened: "Đã mở",
  Paper: "Giấy",
  Pending: "Đang chờ",
  "Product or Kit change": "Thay đổi sản phẩm hoặc bộ dụng cụ",
  Recall: "Thu hồi",
  Red: "Đỏ",
  Removal: "Loại bỏ",
  Respond: "Phản hồi",
  Returned: "Đã trả lại",
  SSO: "SSO",
  Sending: "Đang gửi",
  Sent: "Đã gửi",
  Shortage: "Thiếu hụt",
  Supplier: "Nhà cung cấp",
  "Supply Advisory": "Thông báo cung ứng",
  Terminated: "Đã chấm dứt",
  Text: "Văn bản",
  "True/False": "Đúng/Sai",
  Unknown: "Không rõ",
  Unrecognized: "Không nhận dạng được",
  Unsent: "Chưa gửi",
  Update: "Cập nhật",
  "Verification Email Sent": "Đã gửi email xác minh",
  Verified: "Đã xác minh",
  View: "Xem",
  Yellow: "Vàng",
  "Yes/No": "Có/Không",
};

const OWN_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(MENU_LABELS_VI),
  ...Object.keys(ROW_ACTION_LABELS_VI),
]);

/** Translates key → English labels by their English text; an untranslated text falls back to English. */
export const translateByEnglish = (
  english: Readonly<Record<string, string>>,
  dictionary: Readonly<Record<string, string>>,
): Record<string, string> =>
  Object.fromEntries(Object.entries(english).map(([key, text]) => [key, dictionary[text] ?? text]));

/** Vietnamese texts with exactly the keys of LABELS_EN. */
export const LABELS_VI: Readonly<Record<string, string>> = {
  ...translateByEnglish(
    Object.fromEntries(Object.entries(LABELS_EN).filter(([key]) => !OWN_KEYS.has(key))),
    VI_BY_ENGLISH,
  ),
  ...MENU_LABELS_VI,
  ...ROW_ACTION_LABELS_VI,
};
