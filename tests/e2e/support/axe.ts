import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** axe's serious and critical findings on the page as "rule: selectors" lines; [] when there are none. */
export const seriousViolations = async (target: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page: target }).analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
};
