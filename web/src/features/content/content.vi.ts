import type { contentEn } from "./content.en.ts";

/** Vietnamese texts of the content screens; the same keys as content.en.ts. */
export const contentVi: typeof contentEn = {
  quickLinks: {
    add: "Thêm liên kết nhanh",
    addTitle: "Liên kết nhanh mới",
    editTitle: "Sửa liên kết nhanh",
    name: "Tên",
    url: "URL",
    description: "Mô tả",
    status: "Trạng thái",
    allStatuses: "Tất cả trạng thái",
    createdAt: "Ngày tạo",
    updatedAt: "Ngày cập nhật",
    edit: "Sửa",
    delete: "Xóa",
    save: "Lưu",
    cancel: "Hủy",
    deleteConfirm: "Xóa liên kết nhanh {{name}}?",
    created: "Đã tạo liên kết nhanh.",
    updated: "Đã cập nhật liên kết nhanh.",
    deleted: "Đã xóa thành công!",
  },
};
