import type { contentEn } from "./content.en.ts";

/** Vietnamese texts of the content screens; the same keys as content.en.ts. */
export const contentVi: typeof contentEn = {
  quickLinks: {
    add: "Thêm liên kết nhanh",
    addTitle: "Liên kết nhanh mới",
    editTitle: "Sửa liên kết nhanh",
    name: "Tên",
    url: "Địa chỉ web",
    description: "Mô tả",
    status: "Trạng thái",
    allStatuses: "Tất cả trạng thái",
    createdAt: "Ngày tạo",
    updatedAt: "Ngày cập nhật",
    edit: "Sửa",
    delete: "Xóa",
    save: "Lưu",
    cancel: "Hủy",
    deleteTitle: "Xóa liên kết nhanh '{{name}}'?",
    deleteText: "Liên kết sẽ biến mất khỏi liên kết nhanh của mọi người dùng. Không thể hoàn tác.",
    urlInvalid: "Nhập địa chỉ web đầy đủ, bắt đầu bằng https:// hoặc http://",
    created: "Đã tạo liên kết nhanh '{{name}}'.",
    updated: "Đã lưu liên kết nhanh '{{name}}'.",
    deleted: "Đã xóa liên kết nhanh '{{name}}'.",
    activated: "Đã kích hoạt liên kết nhanh '{{name}}'.",
    deactivated: "Đã ngừng kích hoạt liên kết nhanh '{{name}}'.",
    couldNotDelete: "Không xóa được liên kết nhanh",
    couldNotUpdate: "Không thay đổi được liên kết nhanh",
  },
};
