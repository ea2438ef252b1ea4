import { useSyncExternalStore } from "react";
import type { Signal } from "../api/api-events.ts";

export const useSignal = <T>(signal: Signal<T>): T => useSyncExternalStore(signal.subscribe, signal.get);
