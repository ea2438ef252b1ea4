/**
 * The actions a list row can offer, as the API names them in `allowedActions` (each context's lifecycle decides
 * which apply to a row; see docs/architecture.md). `deactivate` is the live name (quick links), not `inactivate`.
 */
export type RowAction =
  | "view"
  | "edit"
  | "delete"
  | "respond"
  | "activate"
  | "deactivate"
  | "createRecall"
  | "markCovered"
  | "markEmailed"
  | "markNotCovered"
  | "markInvalid";

/** Label texts of the row actions; keys are `action.<name>`. */
export const ROW_ACTION_LABELS_EN: Record<`action.${RowAction}`, string> = {
  "action.view": "View",
  "action.edit": "Edit",
  "action.delete": "Delete",
  "action.respond": "Respond",
  "action.activate": "Activate",
  "action.deactivate": "Deactivate",
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
  "action.deactivate": "Vô hiệu hóa",
  "action.createRecall": "Tạo thu hồi",
  "action.markCovered": "Được bao phủ",
  "action.markEmailed": "Đã gửi email",
  "action.markNotCovered": "Không được bao phủ",
  "action.markInvalid": "Không hợp lệ",
};

export const rowActionLabelKey = (action: RowAction): `action.${RowAction}` => `action.${action}`;
