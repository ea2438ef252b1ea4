/** English texts of the content screens (quick links); same keys in content.vi.ts. */
export const contentEn = {
  quickLinks: {
    add: "Add Quick Link",
    addTitle: "New Quick Link",
    editTitle: "Edit Quick Link",
    name: "Name",
    url: "URL",
    description: "Description",
    status: "Status",
    allStatuses: "All statuses",
    createdAt: "Created",
    updatedAt: "Updated",
    edit: "Edit",
    delete: "Delete",
    save: "Save",
    cancel: "Cancel",
    deleteConfirm: "Delete the quick link {{name}}?",
    created: "Quick link created.",
    updated: "Quick link updated.",
    deleted: "Successfully Deleted!",
  },
};
