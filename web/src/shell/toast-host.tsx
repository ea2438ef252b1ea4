import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** Toasts at the top centre; mounted by the layouts that raise them, not by the sign-in page. */
export const ToastHost = () => <Notifications position="top-center" zIndex={5000} />;
