import type { ssoEn } from "./sso.en.ts";

/** Vietnamese texts of single sign-on; keys as in sso.en.ts. */
export const ssoVi: typeof ssoEn = {
  sso: {
    or: "hoặc",
    organization: "Tổ chức",
    organizationPlaceholder: "Chọn tổ chức của bạn",
    signIn: "Đăng nhập một lần (SSO)",
    signInHint: "Dành cho tổ chức đăng nhập qua nhà cung cấp danh tính riêng.",
    finishing: "Đang hoàn tất đăng nhập một lần…",
    settingsTitle: "Đăng nhập một lần cho {{name}}",
    settingsIntro:
      "Thành viên của tổ chức này đăng nhập tại nhà cung cấp danh tính OpenID Connect của tổ chức và được khớp với tài khoản qua e-mail đã xác minh.",
    notMarked: "Tổ chức này chưa được đánh dấu SSO nên thành viên vẫn đăng nhập bằng mật khẩu.",
    issuer: "URL issuer",
    issuerHint: "Issuer của nhà cung cấp, ví dụ https://login.example.com/realms/acme",
    clientId: "Client ID",
    clientSecret: "Client secret",
    clientSecretSet: "Đã lưu một secret. Để trống để giữ nguyên.",
    clientSecretMissing: "Chưa lưu secret nào.",
    redirectUri: "Redirect URI cần đăng ký tại nhà cung cấp",
    enabled: "Bật đăng nhập một lần",
    save: "Lưu",
    cancel: "Hủy",
    saved: "Đã lưu thiết lập đăng nhập một lần cho {{name}}.",
    couldNotLoad: "Không tải được thiết lập đăng nhập một lần",
    rowAction: "Đăng nhập một lần",
  },
};
