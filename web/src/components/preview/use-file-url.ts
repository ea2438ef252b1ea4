import { useEffect, useState } from "react";

/**
 * Where the preview reads a file from: a ready URL (blob:, data: or same-origin; the caller keeps owning it), or a
 * function that fetches the file (see apiFileSource) and answers a Blob or a blob: URL, which the modal then
 * owns and revokes when it closes.
 */
export type FileSource = string | (() => Promise<Blob | string>);

export type FileUrlState =
  | { readonly status: "idle" | "loading" }
  | { readonly status: "ready"; readonly url: string; readonly blobSize?: number }
  | { readonly status: "failed"; readonly error: unknown };

/** Resolves the source while `source` is set; revokes URLs it created when the source changes or unmounts. */
export const useFileUrl = (source: FileSource | null | undefined): FileUrlState => {
  const [state, setState] = useState<FileUrlState>({ status: "idle" });
  useEffect(() => {
    if (source == null || source === "") {
      setState({ status: "idle" });
      return;
    }
    if (typeof source === "string") {
      setState({ status: "ready", url: source });
      return;
    }
    let owned: string | undefined;
    let cancelled = false;
    setState({ status: "loading" });
    source().then(
      (answer) => {
        const url = typeof answer === "string" ? answer : URL.createObjectURL(answer);
        if (url.startsWith("blob:")) owned = url;
        if (cancelled) {
          if (owned !== undefined) URL.revokeObjectURL(owned);
          return;
        }
        setState({
          status: "ready",
          url,
          ...(typeof answer === "string" ? {} : { blobSize: answer.size }),
        });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: "failed", error });
      },
    );
    return () => {
      cancelled = true;
      if (owned !== undefined) URL.revokeObjectURL(owned);
    };
  }, [source]);
  return state;
};
