/**
 * Paginator of the simple tables: first, previous, up to five pages around the current one,
 * next, last; `full` adds the edge pages and ellipses. Renders nothing when the total fits on one page.
 *
 *   <Paginator page={page} pageSize={50} total={total} onPageChange={setPage} />
 *
 * SimpleTable already includes it; use it alone only under a custom list.
 */
import { Group, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isPaginatorVisible, paginate } from "./paginate.ts";
import classes from "./paginator.module.css";

export interface PaginatorProps {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPageChange: (page: number) => void;
  /** Also show the first and last pages with ellipses. */
  readonly full?: boolean;
}

const PageButton = (props: {
  readonly label: string;
  readonly disabled?: boolean;
  readonly current?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) => (
  <UnstyledButton
    className={classes.button}
    aria-label={props.label}
    aria-current={props.current === true ? "page" : undefined}
    data-current={props.current === true || undefined}
    disabled={props.disabled}
    onClick={props.onClick}
  >
    {props.children}
  </UnstyledButton>
);

export const Paginator = ({ page, pageSize, total, onPageChange, full = false }: PaginatorProps) => {
  const { t } = useTranslation();
  if (!isPaginatorVisible(total, pageSize)) return null;
  const model = paginate({ page, pageSize, total, full });
  const go = (target: number) => () => {
    if (target !== model.page) onPageChange(target);
  };
  return (
    <nav aria-label={t("list.pagination")} data-testid="paginator">
      <Group gap={4} wrap="nowrap">
        <PageButton label={t("list.first")} disabled={!model.hasPrevious} onClick={go(1)}>
          <IconChevronsLeft size={16} aria-hidden />
        </PageButton>
        <PageButton label={t("list.previous")} disabled={!model.hasPrevious} onClick={go(model.page - 1)}>
          <IconChevronLeft size={16} aria-hidden />
        </PageButton>
        {model.items.map((item) =>
          item.kind === "ellipsis" ? (
            <span key={`ellipsis-${item.side}`} className={classes.ellipsis} title={t("table.morePages")}>
              …
            </span>
          ) : (
            <PageButton
              key={item.page}
              label={t("list.page", { page: item.page })}
              current={item.page === model.page}
              onClick={go(item.page)}
            >
              {item.page}
            </PageButton>
          ),
        )}
        <PageButton label={t("list.next")} disabled={!model.hasNext} onClick={go(model.page + 1)}>
          <IconChevronRight size={16} aria-hidden />
        </PageButton>
        <PageButton label={t("list.last")} disabled={!model.hasNext} onClick={go(model.pageCount)}>
          <IconChevronsRight size={16} aria-hidden />
        </PageButton>
      </Group>
    </nav>
  );
};
