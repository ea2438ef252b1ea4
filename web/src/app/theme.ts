import { createTheme } from "@mantine/core";

// Shade 8 keeps white button text above the 4.5:1 contrast ratio the accessibility scan asks for.
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 5 },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
});
