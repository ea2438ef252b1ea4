import type { RowAction } from "./row-actions.ts";

/** Label texts of the row actions; keys are `action.<name>`. */
export const ROW_ACTION_LABELS_EN: Record<`action.${RowAction}`, string> = {
  "action.view": "View",
  "action.edit": "Edit",
  "action.delete": "Delete",
  "action.respond": "Respond",
  "action.activate": "Activate",
  "action.inactivate": "Inactivate",
  "action.createRecall": "Create Recall",
  "action.markCovered": "Covered",
  "action.markEmailed": "Emailed",
  "action.markNotCovered": "Not Covered",
  "action.markInvalid": "Invalid",
};

export const ROW_ACTION_LABELS_VI: Record<`action.${RowAction}`, string> = {
  "action.view": "Xem",
  "action.edit": "Chỉnh sửa",
  "action.delete": "Xóa",
  "action.respond": "Phản hồi",
  "action.activate": "Kích hoạt",
  "action.inactivate": "Vô hiệu hóa",
  "action.createRecall": "Tạo thu hồi",
  "action.markCovered": "Được bao phủ",
  "action.markEmailed": "Đã gửi email",
  "action.markNotCovered": "Không được bao phủ",
  "action.markInvalid": "Không hợp lệ",
};

export const rowActionLabelKey = (action: RowAction): `action.${RowAction}` => `action.${action}`;
