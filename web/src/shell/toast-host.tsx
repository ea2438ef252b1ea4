import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** Toasts at the top centre (doc 1 §9); mounted by the layouts that raise them, not by the sign-in page. */
export const ToastHost = () => <Notifications position="top-center" zIndex={5000} />;
