import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/**
 * Toasts at the top centre; mounted by the layouts that raise them, not by the sign-in page. Titles and colours
 * come with each toast (notify.ts): titled by the act, never by a generic "Notice".
 */
export const ToastHost = () => <Notifications position="top-center" zIndex={5000} />;
